// SupportContainer.tsx — the support form bound to sendSupportMessageAtom, with the technical data of docs/api.md#support attached.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { SupportForm, type SupportValues } from '../../components/SupportForm';
import { userAtom } from '../session/atoms';
import { sendSupportMessageAtom } from './atoms';

/** Outside Vite (tests that import this module) the define is absent. */
const APP_VERSION = typeof __FTV_VERSION__ === 'string' ? __FTV_VERSION__ : 'dev';

/** The page the user came from (`?from=`), else this one: support is usually about the previous page. */
function reportedRoute(pathname: string, search: string): string {
  const from = new URLSearchParams(search).get('from');
  return from && from.startsWith('/') && !from.startsWith('//') ? from : pathname;
}

export function SupportContainer() {
  const user = useAtomValue(userAtom);
  const send = useSetAtom(sendSupportMessageAtom);
  const { pathname, search } = useLocation();
  const [state, setState] = useState<{ isSubmitting: boolean; error: string | null; success: string | null }>({ isSubmitting: false, error: null, success: null });

  const technicalData = useMemo(
    () => ({
      'App version': APP_VERSION,
      Page: reportedRoute(pathname, search),
      Browser: navigator.userAgent,
      Screen: `${window.screen.width}×${window.screen.height}`,
      Language: navigator.language,
      'Logged in': user ? 'yes' : 'no',
    }),
    [pathname, search, user],
  );

  const submit = async (values: SupportValues) => {
    setState({ isSubmitting: true, error: null, success: null });
    const result = await send({
      ...values,
      technicalData: { appVersion: technicalData['App version'], route: technicalData.Page, userAgent: technicalData.Browser, screen: technicalData.Screen, language: technicalData.Language, loggedIn: Boolean(user) },
    });
    if (result.ok) setState({ isSubmitting: false, error: null, success: result.message });
    else setState({ isSubmitting: false, error: result.aborted ? null : result.error, success: null });
  };

  return <SupportForm onSubmit={(values) => void submit(values)} defaultEmail={user?.email ?? ''} technicalData={technicalData} {...state} />;
}
