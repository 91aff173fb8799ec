import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const ToastContainer = lazy(() => import('./toast-container').then((module) => ({ default: module.ToastContainer })));

// Toasts (bottom centre, 5 s). The host and its transitions load with the first toast, not with the
// app: signing in shows none, and the login page's budget has no room for them. A toast raised before
// the host has loaded waits in the store and shows once it has.
export const ToastHost = () => {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
};
