import { storageOf } from '../files/storage';
import { checkReceivedFile, withStoredFile, type ReceivedForm } from '../files/uploads';
import { setOwnAvatar } from './profile';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { users } from '../db/schema';

const AVATAR_KINDS = ['png', 'jpeg'] as const;

/**
 * Checks the uploaded image as the spec says, then records it and points the signed-in user's
 * avatar at it in one transaction (a failed update leaves no file behind); the picture it
 * replaces is removed once that transaction is done.
 */
export async function replaceOwnAvatar<T>(
  ctx: AppContext,
  owner: { userId: string; tenantId: string },
  file: ReceivedForm['file'],
  purpose: string,
  answer: (tx: Transaction, user: typeof users.$inferSelect) => Promise<T>,
): Promise<T> {
  const kind = checkReceivedFile(file, AVATAR_KINDS);
  const { result, replaced } = await withStoredFile(ctx, owner, { ...file!, kind }, purpose, async (tx, uploaded) => {
    const { user, replaced } = await setOwnAvatar(tx, owner, uploaded.url);
    return { result: await answer(tx, user), replaced };
  });
  if (replaced)
    await storageOf(ctx)
      .remove({ tenantId: owner.tenantId, name: replaced })
      .catch(() => {});
  return result;
}
