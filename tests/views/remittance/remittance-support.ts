import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach } from 'vitest';
import { INSURERS_ANSWER } from '../../../stories/remittance/fixtures';
import { liveToken } from '../../machines/support/session-token';
import type { Handler } from '../support/render-app';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

// Lazy screens take a moment to load the first time.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/remittance/remit-premium-page'),
    import('../../../src/features/remittance/premium-remitted-page'),
  ]);
});

export const slow = { timeout: 5000 };

export const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
export const ACCOUNTANT = liveToken({ roles: [{ id: 'r-acct', name: 'accountant' }] });

/** The insurer filter's list, as GET /insurance-providers/active answers it. */
export const INSURERS: Record<string, Handler> = { '/insurance-providers/active': () => INSURERS_ANSWER };
