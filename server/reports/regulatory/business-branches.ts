import { asc, desc, eq } from 'drizzle-orm';
import { branches, userBranches } from '../../db/schema';
import type { Transaction } from '../../db/client';

/**
 * Each user's branch for the business returns: their one branch; of several, the head office if
 * it is one of them, else the first by name. Users in no branch are not in the map.
 */
export async function branchOfUsers(tx: Transaction, tenantId: string): Promise<Map<string, { id: string; name: string }>> {
  const rows = await tx
    .select({ userId: userBranches.userId, id: branches.id, name: branches.name })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(eq(userBranches.tenantId, tenantId))
    .orderBy(desc(branches.isHeadOffice), asc(branches.name));
  const chosen = new Map<string, { id: string; name: string }>();
  for (const row of rows) if (!chosen.has(row.userId)) chosen.set(row.userId, { id: row.id, name: row.name });
  return chosen;
}
