// VerifyEmailPage.tsx — `/verify-email/{token}`: the mailed link confirms the address as soon as it opens.
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { FormCard } from '../../../components/FormCard';
import { Link } from '../../../components/Link';
import { Spinner } from '../../../components/Spinner';
import { Stack } from '../../../components/Stack';
import type { ActionResult } from '../../../features/shared/action';
import { verifyEmailAtom } from '../../../features/settings/atoms';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './AuthPage.css';

// Tokens are single-use: one request per token, even when React runs the effect twice (StrictMode) or the page remounts.
const verifications = new Map<string, Promise<ActionResult>>();

export default function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const { token = '' } = useParams();
  const verify = useSetAtom(verifyEmailAtom);
  const [result, setResult] = useState<ActionResult | null>(null);

  useEffect(() => {
    let current = true;
    let pending = verifications.get(token);
    if (!pending) {
      pending = verify(token);
      verifications.set(token, pending);
    }
    void pending.then((answer) => {
      if (current) setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [token, verify]);

  return (
    <div className={styles.page}>
      <FormCard title="Verify your email" titleId="verify-title">
        <Stack space="md" align="left">
          {!result && <Spinner label="Verifying your email address" />}
          {result?.ok && <Alert tone="success">{result.message}</Alert>}
          {result && !result.ok && <Alert tone="critical">{result.error}</Alert>}
          {result && <Link href="/">Go to the home page</Link>}
        </Stack>
      </FormCard>
    </div>
  );
}
