// NotificationsContainer.tsx — binds the toast queue to the Toaster: every spec message the app raises shows here.
import { useAtomValue, useSetAtom } from 'jotai';
import { Toaster } from '../../components/Toast';
import { dismissNotificationAtom, notificationsAtom } from './atoms';

export function NotificationsContainer() {
  const notifications = useAtomValue(notificationsAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  return <Toaster toasts={notifications} onDismiss={dismiss} />;
}
