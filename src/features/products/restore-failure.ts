import { PRODUCT_RESTORE_NETWORK_ERROR } from '../../../domain/messages';
import type { RequestFailure } from '../../../domain/api';

/** The spec: "Restoring a product with no server reply gives 'network error!'"; a refusal says why. */
export const restoreFailure = (failure: RequestFailure) => (failure.status === undefined ? PRODUCT_RESTORE_NETWORK_ERROR : failure.message);
