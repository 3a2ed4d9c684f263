import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach } from 'vitest';
import { INVOICE_ID, invoiceAnswer } from '../../../stories/invoices/fixtures';
import { liveToken } from '../../machines/support/session-token';
import type { Invoice } from '../../../domain/invoices';
import type { Handler } from '../support/render-app';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

// Lazy screens take a moment to load the first time.
beforeAll(async () => {
  await Promise.all([import('../../../src/features/invoices/invoice-details-page')]);
});

export const slow = { timeout: 5000 };

export const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
export const BROKER = liveToken({ roles: [{ id: 'r-broker', name: 'underwriting officer' }] });

export { holding } from '../support/held-permissions';

export const DETAILS_PATH = `/account/invoice/${INVOICE_ID}`;
export const INVOICE_PATH = `/invoice/${INVOICE_ID}`;

/** GET /invoice/{id} answering `invoice`, then whatever `next()` says after a change. */
export const showing = (invoice: Invoice): Record<string, Handler> => ({ [INVOICE_PATH]: () => invoiceAnswer(invoice) });

/** The headers a call carried (the Idempotency-Key among them). */
export const headersOf = (options: unknown) => (options as { headers?: Record<string, string> }).headers ?? {};
