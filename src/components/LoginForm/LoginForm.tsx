// LoginForm.tsx — log in with email or login name and password; keeps what was typed when the login fails.
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { stackClass } from '../theme/layoutClasses';

export interface LoginValues {
  login: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  isSubmitting?: boolean;
  /** Why the last attempt failed (the provider's message or 'Login failed'). */
  error?: string | null;
  /** Prefills the login field (e.g. the address a user just registered or reset). */
  defaultLogin?: string;
}

const stack = stackClass('md');

/** Inputs stay uncontrolled and mounted, so a failed attempt never clears them. */
export function LoginForm({ onSubmit, isSubmitting = false, error, defaultLogin }: LoginFormProps) {
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<{ login?: string; password?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const login = loginRef.current?.value.trim() ?? '';
    const password = passwordRef.current?.value ?? '';
    const errors = { login: login ? undefined : 'Enter your email or login', password: password ? undefined : 'Enter your password' };
    setFieldErrors(errors);
    if (errors.login) return loginRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    onSubmit({ login, password });
  };

  return (
    <form className={stack} onSubmit={submit} noValidate aria-label="Log in">
      <TextField
        ref={loginRef}
        label="Email or login"
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={defaultLogin}
        error={fieldErrors.login}
      />
      <PasswordField ref={passwordRef} label="Password" name="password" autoComplete="current-password" required error={fieldErrors.password} />
      {error && <Alert tone="critical">{error}</Alert>}
      <Button type="submit" variant="primary" fullWidth isLoading={isSubmitting}>
        Log in
      </Button>
    </form>
  );
}
