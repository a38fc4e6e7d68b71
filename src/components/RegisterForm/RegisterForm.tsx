// RegisterForm.tsx — create an account with an email address and a password of at least 8 characters.
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { stackClass } from '../theme/layoutClasses';

export interface RegisterValues {
  email: string;
  password: string;
}

export interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => void;
  isSubmitting?: boolean;
  /** Why the last attempt failed (e.g. the address is taken, or 'Registration failed'). */
  error?: string | null;
  /** The provider's minimum (docs/api.md#passwords: 8). */
  minPasswordLength?: number;
}

// Deliberately loose: the provider has the last word; this only catches obvious typos before a round trip.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

const stack = stackClass('md');

export function RegisterForm({ onSubmit, isSubmitting = false, error, minPasswordLength = 8 }: RegisterFormProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const email = emailRef.current?.value.trim() ?? '';
    const password = passwordRef.current?.value ?? '';
    const errors = {
      email: !email ? 'Enter your email address' : looksLikeEmail(email) ? undefined : 'Enter an email address like name@example.com',
      password: password.length >= minPasswordLength ? undefined : `Password must be at least ${minPasswordLength} characters`,
    };
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    onSubmit({ email, password });
  };

  return (
    <form className={stack} onSubmit={submit} noValidate aria-label="Create an account">
      <TextField ref={emailRef} label="Email" name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required error={fieldErrors.email} />
      <PasswordField ref={passwordRef} label="Password" name="password" autoComplete="new-password" required minLength={minPasswordLength} error={fieldErrors.password} />
      {error && <Alert tone="critical">{error}</Alert>}
      <Button type="submit" variant="primary" fullWidth isLoading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}
