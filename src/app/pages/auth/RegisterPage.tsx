// RegisterPage.tsx — `/register`: create an account (logged in at once), then back to where the user was.
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { Link } from '../../../components/Link';
import { RegisterForm, type RegisterValues } from '../../../components/RegisterForm';
import { registerAtom } from '../../../features/auth/atoms';
import { returnPathFrom } from '../../../features/shared/returnTo';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './AuthPage.css';

export default function RegisterPage() {
  useDocumentTitle('Create an account');
  const register = useSetAtom(registerAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = returnPathFrom(search);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    const result = await register(values);
    setSubmitting(false);
    if (result.ok) navigate(next, { replace: true });
    else if (!result.aborted) setError(result.error);
  };

  return (
    <div className={styles.page}>
      <FormCard
        title="Create an account"
        titleId="register-title"
        description="Free: keep favourite channels, record programmes to the cloud and join the chat."
        footer={
          <span>
            Already have an account? <Link href={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`}>Log in</Link>
          </span>
        }
      >
        <RegisterForm onSubmit={(values) => void submit(values)} isSubmitting={isSubmitting} error={error} />
      </FormCard>
    </div>
  );
}
