import { and, eq, isNull } from 'drizzle-orm';
import { normalisePhone } from '../../domain/registration';
import { accessUser, roleRefsOf } from '../access/users';
import { storedFiles, users } from '../db/schema';
import { downloadUrl } from '../files/uploads';
import { notFound } from '../http/errors';
import type { AccessUser } from '../../domain/access';
import type { ProfilePayload } from '../../domain/profile';
import type { Transaction } from '../db/client';

type UserRow = typeof users.$inferSelect;

const DOWNLOAD_PATH = downloadUrl('');
type Owner = { userId: string; tenantId: string };

/** The user as the API answers it: the same shape as GET /user/{id}, roles included. */
export async function presentUser(tx: Transaction, user: UserRow): Promise<AccessUser> {
  const roleRefs = await roleRefsOf(tx, [user.id]);
  return accessUser(user, roleRefs.get(user.id) ?? []);
}

const own = (owner: Owner) => and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId), isNull(users.deletedAt));

export async function readOwnUser(tx: Transaction, owner: Owner): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(own(owner));
  if (!user) throw notFound('User');
  return user;
}

/** Name and phone; the username follows the name. A phone left out stays, a blank one is removed. */
export async function updateOwnProfile(tx: Transaction, owner: Owner, payload: ProfilePayload): Promise<UserRow> {
  const firstName = payload.firstName.trim();
  const lastName = payload.lastName.trim();
  const changes: Partial<UserRow> = { firstName, lastName, username: `${firstName} ${lastName}`, updatedAt: new Date() };
  if (payload.phone !== undefined) changes.phone = payload.phone === null ? null : normalisePhone(payload.phone);
  const [user] = await tx.update(users).set(changes).where(own(owner)).returning();
  if (!user) throw notFound('User');
  return user;
}

/** The stored file an avatar address points at, when it is one of ours. */
export function storedNameOf(avatarUri: string | null): string | null {
  if (!avatarUri?.startsWith(DOWNLOAD_PATH)) return null;
  return new URLSearchParams(avatarUri.slice(avatarUri.indexOf('?') + 1)).get('fileName');
}

/** Points the avatar at a new file and forgets the old one; answers the old file's name so its bytes can go too. */
export async function setOwnAvatar(tx: Transaction, owner: Owner, avatarUri: string): Promise<{ user: UserRow; replaced: string | null }> {
  const [current] = await tx.select({ avatarUri: users.avatarUri }).from(users).where(own(owner)).for('update');
  if (!current) throw notFound('User');
  const [user] = await tx.update(users).set({ avatarUri, updatedAt: new Date() }).where(own(owner)).returning();
  const replaced = storedNameOf(current.avatarUri);
  if (replaced) await tx.delete(storedFiles).where(and(eq(storedFiles.tenantId, owner.tenantId), eq(storedFiles.storedName, replaced)));
  return { user: user!, replaced };
}
