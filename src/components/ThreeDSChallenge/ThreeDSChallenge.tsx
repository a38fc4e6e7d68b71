// ThreeDSChallenge.tsx — the card's 3-D Secure step in a dialog: the bank's hint, a one-time code, confirm or cancel.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Box } from '../Box';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { text } from '../Text/Text.css';
import { TextField } from '../TextField';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './ThreeDSChallenge.css';

export interface ThreeDSChallengeProps {
  open: boolean;
  /** What the bank says about the code (e.g. where it was sent). */
  hint: string;
  onConfirm: (code: string) => void;
  /** Closing the dialog in any way (Cancel, Escape, the close button) abandons the payment's verification. */
  onCancel: () => void;
  isSubmitting?: boolean;
  /** Why the last code was refused, e.g. 'Incorrect code'. */
  error?: string | null;
  /** Tries the bank still allows, when known. */
  attemptsLeft?: number | null;
  /** What is being paid, e.g. "€9.99 to FTV"; read in the dialog's description. */
  amountLabel?: string;
}

const attemptsText = (left: number) => `${left} ${left === 1 ? 'attempt' : 'attempts'} left`;

export function ThreeDSChallenge({ open, hint, onConfirm, onCancel, isSubmitting = false, error, attemptsLeft, amountLabel }: ThreeDSChallengeProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A new challenge starts blank (adjusted while rendering, as React advises, rather than in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCode('');
      setLocalError(null);
    }
  }

  // The dialog focuses its first control when it opens; the code is what the user came to type, so focus
  // moves there right after (a task later, once the dialog's own focus handling has run).
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (input) setTimeout(() => input.isConnected && input.focus(), 0);
  }, []);

  // A refused code is selected, so typing the next one replaces it.
  useEffect(() => {
    if (error && open) inputRef.current?.select();
  }, [error, open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setLocalError('Enter the code from your bank');
      inputRef.current?.focus();
      return;
    }
    setLocalError(null);
    onConfirm(trimmed);
  };

  const shownError = localError ?? (error ? (typeof attemptsLeft === 'number' && attemptsLeft > 0 ? `${error}. ${attemptsText(attemptsLeft)}.` : error) : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Confirm your payment"
      description={amountLabel ? `Your bank asks you to confirm ${amountLabel}.` : 'Your bank asks you to confirm this payment.'}
      size="small"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" isLoading={isSubmitting}>
            Confirm
          </Button>
        </>
      }
    >
      <form id={formId} className={stackClass('lg')} onSubmit={submit} noValidate aria-label="One-time code">
        <Box as="p" display="flex" alignItems="flex-start" gap="sm" padding="md" borderRadius="md" className={`${text({ size: 'small' })} ${styles.hint}`}>
          <Icon name="lock" size={16} className={styles.hintIcon} />
          <span>{hint}</span>
        </Box>
        <TextField
          ref={attachInput}
          label="One-time code"
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\s/g, ''));
            setLocalError(null);
          }}
          error={shownError}
          className={styles.code}
        />
      </form>
    </Dialog>
  );
}
