import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import {
  BRANCH_NAME_TAKEN,
  branchInUse,
  HEAD_OFFICE_RACE,
  type AssignBranchesPayload,
  type Branch,
  type BranchPayload,
  type BranchUpdatePayload,
} from '../../domain/brokerage';
import { isUuid } from '../../domain/ids';
import { branches, lgas, premiumAccounts, states, userBranches, users } from '../db/schema';
import { ApiError, conflict, invalidInput, notFound } from '../http/errors';
import { nextPlace, placeProblems } from '../reference/places';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

type Row = { branch: typeof branches.$inferSelect; stateName: string | null; lgaName: string | null };

function toBranch({ branch, stateName, lgaName }: Row): Branch {
  return {
    branch_id: branch.id,
    name: branch.name,
    address: branch.address,
    city: branch.city,
    state_id: branch.stateId,
    state_name: stateName,
    lga_id: branch.lgaId,
    lga_name: lgaName,
    phone: branch.phone,
    email: branch.email,
    is_head_office: branch.isHeadOffice,
    created_at: branch.createdAt.toISOString(),
  };
}

const withPlaces = (tx: Transaction) =>
  tx
    .select({ branch: branches, stateName: states.name, lgaName: lgas.name })
    .from(branches)
    .leftJoin(states, eq(states.id, branches.stateId))
    .leftJoin(lgas, eq(lgas.id, branches.lgaId));

const headOfficeFirst = [desc(branches.isHeadOffice), asc(sql`lower(${branches.name})`)];

export async function listBranches(tx: Transaction, tenantId: string, paging: Paging): Promise<{ data: Branch[]; total: number }> {
  const mine = eq(branches.tenantId, tenantId);
  const rows = await withPlaces(tx)
    .where(mine)
    .orderBy(...headOfficeFirst)
    .limit(paging.limit)
    .offset(paging.offset);
  const total = await tx.$count(branches, mine);
  return { data: rows.map(toBranch), total };
}

async function readBranch(tx: Transaction, tenantId: string, id: string): Promise<Branch> {
  const [row] = isUuid(id) ? await withPlaces(tx).where(and(eq(branches.tenantId, tenantId), eq(branches.id, id))) : [];
  if (!row) throw notFound('Branch');
  return toBranch(row);
}

/** Unique-index violations tell a taken name or a head office made elsewhere at the same moment. */
function translateUniqueViolation(error: unknown): never {
  const text = `${(error as { constraint?: string }).constraint ?? ''} ${(error as Error).message ?? ''} ${String((error as { cause?: unknown }).cause ?? '')}`;
  if (text.includes('branches_tenant_name_key')) throw invalidInput([{ field: 'name', message: BRANCH_NAME_TAKEN }], BRANCH_NAME_TAKEN);
  if (text.includes('branches_head_office_key')) throw conflict(HEAD_OFFICE_RACE);
  throw error;
}

async function checkNameFree(tx: Transaction, tenantId: string, name: string, except: string | null): Promise<FieldError[]> {
  const [taken] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.tenantId, tenantId), sql`lower(${branches.name}) = ${name.trim().toLowerCase()}`));
  return taken && taken.id !== except ? [{ field: 'name', message: BRANCH_NAME_TAKEN }] : [];
}

/** Making a branch the head office moves the title from the current one: a brokerage has one. */
async function releaseHeadOffice(tx: Transaction, tenantId: string): Promise<void> {
  await tx
    .update(branches)
    .set({ isHeadOffice: false, updatedAt: new Date() })
    .where(and(eq(branches.tenantId, tenantId), eq(branches.isHeadOffice, true)));
}

export async function createBranch(tx: Transaction, tenantId: string, payload: BranchPayload): Promise<Branch> {
  const place = { stateId: payload.stateId ?? null, lgaId: payload.lgaId ?? null };
  const problems = [...(await checkNameFree(tx, tenantId, payload.name, null)), ...(await placeProblems(tx, place))];
  if (problems.length > 0) throw invalidInput(problems);
  if (payload.isHeadOffice) await releaseHeadOffice(tx, tenantId);
  try {
    const [row] = await tx
      .insert(branches)
      .values({
        tenantId,
        name: payload.name.trim(),
        address: payload.address.trim(),
        city: payload.city.trim(),
        ...place,
        phone: payload.phone ?? null,
        email: payload.email ?? null,
        isHeadOffice: payload.isHeadOffice ?? false,
      })
      .returning({ id: branches.id });
    return readBranch(tx, tenantId, row!.id);
  } catch (error) {
    translateUniqueViolation(error);
  }
}

/** Replaces the branch's details; optional fields left out stay as they are. */
export async function updateBranch(tx: Transaction, tenantId: string, payload: BranchUpdatePayload): Promise<Branch> {
  const [current] = isUuid(payload.branchId)
    ? await tx
        .select()
        .from(branches)
        .where(and(eq(branches.tenantId, tenantId), eq(branches.id, payload.branchId)))
        .for('update')
    : [];
  if (!current) throw notFound('Branch');
  const place = nextPlace(current, payload);
  const problems = [...(await checkNameFree(tx, tenantId, payload.name, current.id)), ...(await placeProblems(tx, place))];
  if (problems.length > 0) throw invalidInput(problems);
  if (payload.isHeadOffice && !current.isHeadOffice) await releaseHeadOffice(tx, tenantId);
  try {
    await tx
      .update(branches)
      .set({
        name: payload.name.trim(),
        address: payload.address.trim(),
        city: payload.city.trim(),
        ...place,
        phone: payload.phone,
        email: payload.email,
        isHeadOffice: payload.isHeadOffice,
        updatedAt: new Date(),
      })
      .where(eq(branches.id, current.id));
  } catch (error) {
    translateUniqueViolation(error);
  }
  return readBranch(tx, tenantId, current.id);
}

/**
 * A branch that still has premium accounts or staff is not deleted: those would silently lose
 * their branch (payments unattributed, users without a branch). Move them first.
 */
export async function deleteBranch(tx: Transaction, tenantId: string, id: string): Promise<void> {
  const [branch] = isUuid(id)
    ? await tx
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)))
        .for('update')
    : [];
  if (!branch) throw notFound('Branch');
  const accounts = await tx.$count(premiumAccounts, and(eq(premiumAccounts.tenantId, tenantId), eq(premiumAccounts.branchId, id)));
  const [staff] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(userBranches)
    .innerJoin(users, eq(users.id, userBranches.userId))
    .where(and(eq(userBranches.tenantId, tenantId), eq(userBranches.branchId, id), isNull(users.deletedAt)));
  if (accounts > 0 || (staff?.n ?? 0) > 0) throw conflict(branchInUse(accounts, staff?.n ?? 0));
  // Deleted users' old assignments go with the branch.
  await tx.delete(userBranches).where(and(eq(userBranches.tenantId, tenantId), eq(userBranches.branchId, id)));
  await tx.delete(branches).where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)));
}

/** A live (not deleted) user of the brokerage, or 404. */
export async function userOfBrokerage(tx: Transaction, tenantId: string, userId: string) {
  const [user] = isUuid(userId)
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.deletedAt)))
    : [];
  if (!user) throw notFound('User');
  return user;
}

export async function branchesOfUser(tx: Transaction, tenantId: string, userId: string): Promise<Branch[]> {
  await userOfBrokerage(tx, tenantId, userId);
  const rows = await withPlaces(tx)
    .innerJoin(userBranches, eq(userBranches.branchId, branches.id))
    .where(and(eq(userBranches.tenantId, tenantId), eq(userBranches.userId, userId)))
    .orderBy(...headOfficeFirst);
  return rows.map(toBranch);
}

/** The user's branches become exactly the given ones. */
export async function assignBranches(tx: Transaction, tenantId: string, userId: string, payload: AssignBranchesPayload): Promise<Branch[]> {
  await userOfBrokerage(tx, tenantId, userId);
  const wanted = [...new Set(payload.branches.map((b) => b.branchId))];
  const known = wanted.filter(isUuid);
  const found = known.length
    ? await tx
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.tenantId, tenantId), inArray(branches.id, known)))
    : [];
  const foundIds = new Set(found.map((b) => b.id));
  const errors = payload.branches.flatMap((b, i) =>
    foundIds.has(b.branchId) ? [] : [{ field: `branches.${i}.branchId`, message: 'Choose a branch of your brokerage' }],
  );
  // A branch of another brokerage is, to this one, a branch that does not exist: 404, like a wrong id in the address.
  if (errors.length > 0) throw new ApiError(404, ERROR_CODES.notFound, 'Branch not found', errors);
  await tx.delete(userBranches).where(and(eq(userBranches.tenantId, tenantId), eq(userBranches.userId, userId)));
  if (wanted.length > 0) await tx.insert(userBranches).values(wanted.map((branchId) => ({ tenantId, userId, branchId })));
  return branchesOfUser(tx, tenantId, userId);
}
