import { Notifications } from '@mantine/notifications';
import { TIMINGS } from '@claims/shared';

// The toasts' container, a chunk of its own that toast-host.tsx loads with the first toast.
export const ToastContainer = () => <Notifications position="bottom-center" autoClose={TIMINGS.TOAST_MS} />;
