// EmailVerificationPanel.tsx — whether the address is verified, and a button that mails the verification link.
import { FormOutcome } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Stack } from '../Stack';
import * as styles from './EmailVerificationPanel.css';

export interface EmailVerificationPanelProps {
  email: string;
  isVerified: boolean;
  onSend: () => void;
  isSending?: boolean;
  /** 'Verification email sent successfully' after a send. */
  success?: string | null;
  error?: string | null;
}

export function EmailVerificationPanel({ email, isVerified, onSend, isSending = false, success, error }: EmailVerificationPanelProps) {
  return (
    <Stack space="md">
      <p className={styles.address}>
        <span className={styles.email}>{email}</span>
        <Badge tone={isVerified ? 'success' : 'warning'}>{isVerified ? 'Verified' : 'Not verified'}</Badge>
      </p>
      {!isVerified && (
        <>
          <p className={styles.help}>We will mail you a link; opening it confirms that this address is yours.</p>
          <FormOutcome error={error} success={success} />
          <div>
            <Button variant="secondary" onClick={onSend} isLoading={isSending}>
              {success ? 'Send the link again' : 'Send verification email'}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
