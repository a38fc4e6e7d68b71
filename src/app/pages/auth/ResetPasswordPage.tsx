// ResetPasswordPage.tsx — `/reset-password` asks for the mail; `/reset-password/{token}` (the mailed link) sets a new password.
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { Link } from '../../../components/Link';
import { PasswordResetForm } from '../../../components/PasswordResetForm';
import { confirmPasswordResetAtom, passwordResetAtom } from '../../../features/auth/atoms';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './AuthPage.css';

export default function ResetPasswordPage() {
  const { token } = useParams();
  useDocumentTitle(token ? 'Choose a new password' : 'Reset your password');
  const requestReset = useSetAtom(passwordResetAtom);
  const confirmReset = useSetAtom(confirmPasswordResetAtom);
  const [isSubmitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({ error: null, success: null });

  const submit = async (value: string) => {
    setSubmitting(true);
    setOutcome({ error: null, success: null });
    const result = token ? await confirmReset({ token, password: value }) : await requestReset({ email: value });
    setSubmitting(false);
    if (!result.ok && result.aborted) return;
    setOutcome(result.ok ? { error: null, success: result.message } : { error: result.error, success: null });
  };

  const isDone = Boolean(token && outcome.success);
  return (
    <div className={styles.page}>
      <FormCard
        title={token ? 'Choose a new password' : 'Reset your password'}
        titleId="reset-title"
        description={
          token
            ? 'Choose a new password of at least 8 characters. Other devices will be logged out.'
            : 'Enter the email address of your account and we will mail you a link to choose a new password.'
        }
        footer={<Link href="/login">{isDone ? 'Log in with your new password' : 'Back to log in'}</Link>}
      >
        <PasswordResetForm mode={token ? 'confirm' : 'request'} onSubmit={(value) => void submit(value)} isSubmitting={isSubmitting} {...outcome} />
      </FormCard>
    </div>
  );
}
