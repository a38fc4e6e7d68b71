// EmailVerificationContainer.tsx — the address's verified state and the "send the link" action.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { EmailVerificationPanel } from '../../components/EmailVerificationPanel';
import { userAtom } from '../session/atoms';
import { sendEmailVerificationAtom } from './atoms';

export function EmailVerificationContainer() {
  const user = useAtomValue(userAtom);
  const send = useSetAtom(sendEmailVerificationAtom);
  const [state, setState] = useState<{ isSending: boolean; error: string | null; success: string | null }>({ isSending: false, error: null, success: null });
  if (!user) return null;

  const onSend = async () => {
    setState({ isSending: true, error: null, success: null });
    const result = await send();
    if (result.ok) setState({ isSending: false, error: null, success: result.message });
    else setState({ isSending: false, error: result.aborted ? null : result.error, success: null });
  };

  return <EmailVerificationPanel email={user.email} isVerified={user.emailVerified} onSend={() => void onSend()} {...state} />;
}
