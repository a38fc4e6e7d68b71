// ChangePasswordForm.tsx — the current password and a new one of at least 8 characters; cleared only after success.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormOutcome } from '../Alert';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { stackClass } from '../theme/layoutClasses';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordFormProps {
  onSubmit: (values: ChangePasswordValues) => void;
  isSubmitting?: boolean;
  /** 'New password is too short', 'Current password is incorrect' or 'Failed to change password'. */
  error?: string | null;
  /** Set after a successful change: the fields empty themselves. */
  success?: string | null;
  minPasswordLength?: number;
}

const stack = stackClass('md');

export function ChangePasswordForm({ onSubmit, isSubmitting = false, error, success, minPasswordLength = 8 }: ChangePasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<{ current?: string; next?: string }>({});

  // Passwords should not linger in the page once they did their job.
  useEffect(() => {
    if (success) formRef.current?.reset();
  }, [success]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const currentPassword = currentRef.current?.value ?? '';
    const newPassword = nextRef.current?.value ?? '';
    const errors = {
      current: currentPassword ? undefined : 'Enter your current password',
      next: newPassword.length >= minPasswordLength ? undefined : 'New password is too short',
    };
    setFieldErrors(errors);
    if (errors.current) return currentRef.current?.focus();
    if (errors.next) return nextRef.current?.focus();
    onSubmit({ currentPassword, newPassword });
  };

  return (
    <form ref={formRef} className={stack} onSubmit={submit} noValidate aria-label="Change password">
      <PasswordField ref={currentRef} label="Current password" name="current-password" autoComplete="current-password" required error={fieldErrors.current} />
      <PasswordField ref={nextRef} label="New password" name="new-password" autoComplete="new-password" required minLength={minPasswordLength} error={fieldErrors.next} />
      <FormOutcome error={error} success={success} />
      <div>
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
