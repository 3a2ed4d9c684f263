import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { JSX, ReactNode } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** false for modals the user must answer (session expired, subscription): Escape and backdrop do nothing. */
  dismissible?: boolean;
  footer?: ReactNode;
  size?: ModalSize;
};

// The spec caps a modal at 70% of the viewport; the size only narrows it further. On a phone 70%
// leaves a sliver for the form, so there the dialog takes the whole screen inside the margins.
const widths: Record<ModalSize, string> = {
  sm: 'sm:w-[min(28rem,70vw)]',
  md: 'sm:w-[min(40rem,70vw)]',
  lg: 'sm:w-[min(56rem,70vw)]',
  full: 'sm:w-[70vw]',
};

const ignoreClose = () => {};

export function Modal({ open, onClose, title, children, dismissible = true, footer, size = 'md' }: ModalProps): JSX.Element {
  return (
    <Dialog open={open} onClose={dismissible ? onClose : ignoreClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-4">
        <DialogPanel
          transition
          className={[
            widths[size],
            'flex max-h-full w-full flex-col rounded-lg sm:max-h-[70vh] sm:max-w-[70vw] bg-white shadow-xl ring-1 ring-slate-900/5',
            'transition duration-200 data-closed:scale-95 data-closed:opacity-0',
          ].join(' ')}
        >
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <DialogTitle as="h2" className="text-base font-semibold text-slate-900">
              {title}
            </DialogTitle>
            {dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            )}
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm text-slate-700">{children}</div>
          {footer && <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</footer>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
