import { Toaster as HotToaster } from 'react-hot-toast';
import type { JSX } from 'react';

export { toast } from 'react-hot-toast';

/** react-hot-toast's toaster in the app's look; src/ui/toaster.tsx loads it with the first toast. */
export function AppToaster(): JSX.Element {
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
