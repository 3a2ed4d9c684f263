import { toast } from 'react-hot-toast';
import { beforeEach } from 'vitest';
import { REFERENCE_ANSWERS } from '../../../stories/products/product-fixtures';
import { liveToken } from '../../machines/support/session-token';
import type { Handler } from '../support/render-app';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

export const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
export const READER = liveToken({ roles: [{ id: 'r-agent', name: 'agent' }] });

/** The signed-in user's own permissions, as the server answers them. */
export const grants =
  (...names: string[]) =>
  () => ({
    success: true,
    data: names.map((value, index) => ({
      permission_id: index + 1,
      value,
      area: 'Products',
      description: value,
      direct: true,
      roles: [],
      groups: [],
    })),
    meta: { admin: false },
  });

/** The stories' canned reference answers as handlers of the stub API. */
export const REFERENCE: Record<string, Handler> = Object.fromEntries(
  Object.entries(REFERENCE_ANSWERS).map(([path, answer]) => [path, typeof answer === 'function' ? (answer as Handler) : () => answer]),
);

/** Lazy screens take a moment to load the first time. */
export const slow = { timeout: 5000 };
