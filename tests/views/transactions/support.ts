import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach } from 'vitest';
import { accountsAnswer, currenciesAnswer } from '../../../stories/transactions/fixtures';
import { liveToken } from '../../machines/support/session-token';
import type { Handler } from '../support/render-app';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

// Lazy screens take a moment to load the first time.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/transactions/transactions-page'),
    import('../../../src/features/transactions/add-transaction-page'),
    import('../../../src/features/transactions/transaction-details-page'),
    import('../../../src/features/transactions/account-transactions-page'),
  ]);
});

export const slow = { timeout: 5000 };

export const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
export const STAFF = liveToken({ roles: [{ id: 'r-acct', name: 'accountant' }] });

export { holding } from '../support/held-permissions';

/** The chart and the currencies the form offers; GET /accounting/currencies is stubbed here. */
export const POSTING_CHOICES: Record<string, Handler> = {
  '/accounting/accounts': () => accountsAnswer(),
  '/accounting/currencies': () => currenciesAnswer(),
};
