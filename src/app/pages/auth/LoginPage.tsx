// LoginPage.tsx — `/login`: log in, then back to the page the user came from (`?next=`).
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { Link } from '../../../components/Link';
import { LoginForm, type LoginValues } from '../../../components/LoginForm';
import { loginAtom, userAtom } from '../../../features/auth/atoms';
import { returnPathFrom } from '../../../features/shared/returnTo';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './AuthPage.css';

export default function LoginPage() {
  useDocumentTitle('Log in');
  const login = useSetAtom(loginAtom);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = returnPathFrom(search);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    const result = await login(values);
    setSubmitting(false);
    if (result.ok) navigate(next, { replace: true });
    else if (!result.aborted) setError(result.error);
  };

  const registerHref = next === '/' ? '/register' : `/register?next=${encodeURIComponent(next)}`;
  return (
    <div className={styles.page}>
      <FormCard
        title="Log in"
        titleId="login-title"
        description={user && !isSubmitting ? `You are logged in as ${user.email}. Log in again to switch accounts.` : 'Log in to keep favourites, record programmes, subscribe and chat.'}
        footer={
          <>
            <span>
              No account yet? <Link href={registerHref}>Create one</Link>
            </span>
            <Link href="/reset-password">Forgot your password?</Link>
          </>
        }
      >
        <LoginForm onSubmit={(values) => void submit(values)} isSubmitting={isSubmitting} error={error} />
      </FormCard>
    </div>
  );
}
