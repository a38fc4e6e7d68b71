// FormOutcome.tsx — what a form's last submit came to, under its fields: the failure as a critical alert, the confirmation as a success.
import type { ReactNode } from 'react';
import { Alert } from './Alert';

export interface FormOutcomeProps {
  /** Why the submit failed (shown as role=alert). */
  error?: ReactNode;
  /** What the submit did (a polite status). */
  success?: ReactNode;
}

export function FormOutcome({ error, success }: FormOutcomeProps) {
  return (
    <>
      {error && <Alert tone="critical">{error}</Alert>}
      {success && <Alert tone="success">{success}</Alert>}
    </>
  );
}
