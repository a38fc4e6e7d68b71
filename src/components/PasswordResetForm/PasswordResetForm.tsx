// PasswordResetForm.tsx — both halves of a reset: ask for the mail (an address), then set a new password (from the mailed link).
import { useRef, useState, type FormEvent } from 'react';
import { FormOutcome } from '../Alert';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { stackClass } from '../theme/layoutClasses';

export interface PasswordResetFormProps {
  /** 'request': ask for the reset mail (an address); 'confirm': set the new password from the mailed link. */
  mode: 'request' | 'confirm';
  /** The email address ('request') or the new password ('confirm'), checked first. */
  onSubmit: (value: string) => void;
  isSubmitting?: boolean;
  error?: string | null;
  /** Shown after success (e.g. 'Password reset email sent successfully'); the input stays for another try. */
  success?: string | null;
  /** The provider's minimum for the new password (docs/api.md#passwords: 8). */
  minPasswordLength?: number;
}

const stack = stackClass('md');

export function PasswordResetForm({ mode, onSubmit, isSubmitting = false, error, success, minPasswordLength = 8 }: PasswordResetFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const value = inputRef.current?.value ?? '';
    let problem: string | undefined;
    if (mode === 'request') problem = value.trim() ? undefined : 'Enter the email address of your account';
    else problem = value.length >= minPasswordLength ? undefined : `Password must be at least ${minPasswordLength} characters`;
    setFieldError(problem);
    if (problem) return inputRef.current?.focus();
    onSubmit(mode === 'request' ? value.trim() : value);
  };

  return (
    <form className={stack} onSubmit={submit} noValidate aria-label={mode === 'request' ? 'Reset your password' : 'Choose a new password'}>
      {mode === 'request' ? (
        <TextField ref={inputRef} label="Email" name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required error={fieldError} />
      ) : (
        <PasswordField ref={inputRef} label="New password" name="new-password" autoComplete="new-password" required minLength={minPasswordLength} error={fieldError} />
      )}
      <FormOutcome error={error} success={success} />
      <Button type="submit" variant="primary" fullWidth isLoading={isSubmitting}>
        {mode === 'request' ? 'Send reset link' : 'Set new password'}
      </Button>
    </form>
  );
}
