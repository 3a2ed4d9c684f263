import { liveToken } from '../../machines/support/session-token';

export const slow = { timeout: 5000 };

export const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
export const BROKER = liveToken({ roles: [{ id: 'r-broker', name: 'underwriting officer' }] });

export { holding } from '../support/held-permissions';
