import type { Invoice } from '../../domain/invoices';
import type { FieldError } from '../../domain/validation';
import type { InvoiceLifecycleContext, InvoiceModal, InvoiceStep } from './invoice-lifecycle.types';

// Transitions every modal shares: submit through the domain's rules, close, and the announcements.

type Problems = (context: InvoiceLifecycleContext) => FieldError[];
type Args = { context: InvoiceLifecycleContext };

/** Sent when the rules find nothing wrong; otherwise the modal shows why, without calling anything. */
export const submitChecked = (problems: Problems) => [
  { guard: { type: 'noProblems' as const, params: ({ context }: Args) => ({ errors: problems(context) }) }, target: 'submitting' },
  { target: 'failed', actions: { type: 'refuse' as const, params: ({ context }: Args) => ({ errors: problems(context) }) } },
];

/** Closing a modal goes back to the state the invoice's status says, and tells the screen whether its call went through. */
export const closeModal = (step: InvoiceModal, changed = false) => ({
  target: '#invoiceLifecycle.routing',
  actions: ['closeModal' as const, { type: 'announceClosed' as const, params: { step, changed } }],
});

export const succeeded = (step: InvoiceStep, message: string) => [
  'keepInvoice' as const,
  { type: 'announceSuccess' as const, params: { step, message } },
];

/** A success whose toast names the record, made of the invoice before the call and the one it answered. */
export const succeededNaming = (step: InvoiceStep, outcome: (before: Invoice, after: Invoice) => string) => [
  { type: 'announceOutcome' as const, params: { step, outcome } },
  'keepInvoice' as const,
];

export const failedWith = (step: InvoiceStep, message: string) => [
  { type: 'rememberFailure' as const, params: { fallback: message } },
  { type: 'announceFailure' as const, params: { step, message } },
];
