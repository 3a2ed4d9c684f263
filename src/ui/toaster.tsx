import { lazy, Suspense, useSyncExternalStore, type JSX } from 'react';
import type * as HotToaster from './hot-toaster';

// "Only one toast is shown at a time": every toast reuses this id, so a new one replaces the last.
const TOAST_ID = 'app-toast';

type ToastOptions = { duration?: number };

// react-hot-toast loads with the first toast, not with every page: the sign-in page shows none.
let loading: Promise<typeof HotToaster> | null = null;
const toastLibrary = () => (loading ??= import('./hot-toaster'));

let toasted = false;
const listeners = new Set<() => void>();

function show(send: (toast: typeof HotToaster.toast) => void): void {
  if (!toasted) {
    toasted = true;
    listeners.forEach((listener) => listener());
  }
  // Toasts keep their order: each waits on the same load.
  void toastLibrary().then(({ toast }) => send(toast));
}

export const notify = {
  success: (message: string, options: ToastOptions = {}): void => show((toast) => toast.success(message, { ...options, id: TOAST_ID })),
  error: (message: string, options: ToastOptions = {}): void => show((toast) => toast.error(message, { ...options, id: TOAST_ID })),
  loading: (message: string, options: ToastOptions = {}): void => show((toast) => toast.loading(message, { ...options, id: TOAST_ID })),
  dismiss: (): void => {
    if (loading) void loading.then(({ toast }) => toast.dismiss());
  },
};

const AppToaster = lazy(() => toastLibrary().then((module) => ({ default: module.AppToaster })));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the toasts show: nothing until the first one is asked for. */
export function Toaster(): JSX.Element | null {
  const shown = useSyncExternalStore(subscribe, () => toasted);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
