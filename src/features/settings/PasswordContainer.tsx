// PasswordContainer.tsx — the password change form bound to changePasswordAtom (400/404 give the spec's messages).
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { ChangePasswordForm, type ChangePasswordValues } from '../../components/ChangePasswordForm';
import { changePasswordAtom } from './atoms';

export function PasswordContainer() {
  const changePassword = useSetAtom(changePasswordAtom);
  const [state, setState] = useState<{ isSubmitting: boolean; error: string | null; success: string | null }>({ isSubmitting: false, error: null, success: null });

  const submit = async (values: ChangePasswordValues) => {
    setState({ isSubmitting: true, error: null, success: null });
    const result = await changePassword(values);
    if (result.ok) setState({ isSubmitting: false, error: null, success: result.message });
    else setState({ isSubmitting: false, error: result.aborted ? null : result.error, success: null });
  };

  return <ChangePasswordForm onSubmit={(values) => void submit(values)} {...state} />;
}
