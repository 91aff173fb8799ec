import { useEffect, useState, type ComponentType } from 'react';
import { useNotifications } from '@mantine/notifications';

let container: Promise<ComponentType> | undefined;

// The toasts' container, a chunk of its own. A load that failed (no network) is tried again next time.
export const loadToastContainer = () =>
  (container ??= import('./toast-container').then(
    (module) => module.ToastContainer,
    (error: unknown) => {
      container = undefined;
      throw error;
    },
  ));

// Toasts (bottom centre, 5 s). The container and its transitions load with the first toast, or with the
// signed-in shell, not with the app: signing in shows none, and the login page's budget has no room for
// them. A toast raised before the container has loaded waits in the store and shows once it has; if it
// cannot load, the page goes on without it and the next toast tries again.
export const ToastHost = () => {
  const { notifications } = useNotifications();
  const [Container, setContainer] = useState<ComponentType | null>(null);
  const waiting = Container === null && notifications.length > 0;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadToastContainer().then(
      (loaded) => {
        if (current) setContainer(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [waiting, notifications]);
  return Container ? <Container /> : null;
};
