import { Toaster as HotToaster, toast } from 'react-hot-toast';
import type { JSX } from 'react';

// "Only one toast is shown at a time": every toast reuses this id, so a new one replaces the last.
const TOAST_ID = 'app-toast';

type ToastOptions = { duration?: number };

export const notify = {
  success: (message: string, options: ToastOptions = {}): void => {
    toast.success(message, { ...options, id: TOAST_ID });
  },
  error: (message: string, options: ToastOptions = {}): void => {
    toast.error(message, { ...options, id: TOAST_ID });
  },
  loading: (message: string, options: ToastOptions = {}): void => {
    toast.loading(message, { ...options, id: TOAST_ID });
  },
  dismiss: (): void => {
    toast.dismiss();
  },
};

export function Toaster(): JSX.Element {
  return (
    <HotToaster
      // At the foot of the screen: the top bar (bell, account menu) and each page's header buttons
      // are at the top right, where a toast would hide what the user reaches for next.
      position="bottom-center"
      toastOptions={{
        // react-hot-toast styles its toasts inline, so the look is given inline too.
        style: {
          borderRadius: '0.5rem',
          background: '#ffffff',
          color: '#1e293b',
          fontSize: '0.875rem',
          boxShadow: '0 10px 15px -3px rgb(15 23 42 / 0.1), 0 0 0 1px rgb(15 23 42 / 0.08)',
        },
        success: { iconTheme: { primary: '#15803d', secondary: '#fff' } },
        error: { iconTheme: { primary: '#b91c1c', secondary: '#fff' } },
      }}
    />
  );
}
