import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import {
  canMovePolicy,
  coverRefusal,
  ENDS_LATER,
  hasEnded,
  PATCHED_STATUSES,
  policyMoveRefusal,
  type PatchedStatus,
  type PolicyDetails,
  type PolicyMove,
  type PolicyPatchPayload,
  type PolicyPayload,
  type PolicyStatus,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { eventMoment } from '../db/event-moment';
import { invoices, policies, policyCounters, policyEvents } from '../db/schema';
import { conflict } from '../http/errors';
import { policyNotFound, readPolicy, readPolicySummary } from './read';
import { policyTerms } from './terms';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// Proposing, editing and patching policies. Each change locks the policy's row, checks the move
// against its status (POLICY_MOVES), and records who did it; an invoice bills one policy at a time.

export type PolicyRow = typeof policies.$inferSelect;

/** The next POL/<year>/000001; the counter row stays locked until the transaction ends. */
async function nextPolicyNo(tx: Transaction, tenantId: string): Promise<string> {
  const [counter] = await tx
    .insert(policyCounters)
    .values({ tenantId, lastValue: 1 })
    .onConflictDoUpdate({ target: policyCounters.tenantId, set: { lastValue: sql`${policyCounters.lastValue} + 1` } })
    .returning({ value: policyCounters.lastValue });
  return `POL/${todayInLagos().slice(0, 4)}/${String(counter!.value).padStart(6, '0')}`;
}

export async function recordPolicyEvent(
  tx: Transaction,
  tenantId: string,
  policyId: string,
  action: string,
  status: PolicyStatus,
  by: string | null,
  note?: string | null,
) {
  const at = eventMoment(policyEvents, policyEvents.at, policyEvents.policyId, policyId);
  await tx.insert(policyEvents).values({ tenantId, policyId, action, status, by, note: note ?? null, at });
}

/** Locks the policy for the rest of the transaction and checks that `move` may start from its status. */
export async function lockPolicy(tx: Transaction, tenantId: string, id: string, move: PolicyMove): Promise<PolicyRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(policies)
        .where(and(eq(policies.tenantId, tenantId), eq(policies.id, id)))
        .for('update')
    : [];
  if (!row) throw policyNotFound();
  if (!canMovePolicy(row.status, move)) throw conflict(policyMoveRefusal(move, row.status));
  return row;
}

/** The invoice bills this policy (and no longer the one it billed before, when the proposal changed invoice). */
async function billOn(tx: Transaction, tenantId: string, policyId: string, invoiceId: string | null | undefined) {
  await tx
    .update(invoices)
    .set({ policyId: null })
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.policyId, policyId)));
  if (invoiceId)
    await tx
      .update(invoices)
      .set({ policyId })
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
}

const sourceNote = (policy: PolicyDetails) =>
  [
    policy.quote_number && `From quote ${policy.quote_number}`,
    policy.invoice_no && `billed on invoice ${policy.invoice_no}`,
    policy.renewal_of_number && `renewing ${policy.renewal_of_number}`,
  ]
    .filter(Boolean)
    .join('; ') || null;

/** POST /policies: a new proposal from its terms, numbered POL/<year>/000001. */
export async function proposePolicy(write: TenantWrite, payload: PolicyPayload): Promise<PolicyDetails> {
  const { tx, session } = write;
  const terms = await policyTerms(tx, session.tenantId, payload);
  const [row] = await tx
    .insert(policies)
    .values({ ...terms, tenantId: session.tenantId, policyNo: await nextPolicyNo(tx, session.tenantId), createdBy: session.userId })
    .returning({ id: policies.id });
  await billOn(tx, session.tenantId, row!.id, terms.invoiceId);
  const proposed = await readPolicy(tx, session.tenantId, row!.id);
  await recordPolicyEvent(tx, session.tenantId, row!.id, 'proposed', 'proposal', session.userId, sourceNote(proposed));
  return readPolicy(tx, session.tenantId, row!.id);
}

/** PUT /policies/{id} with terms: a proposal or a placed policy changed before cover starts. */
export async function editPolicy(write: TenantWrite, id: string, payload: PolicyPayload): Promise<PolicyDetails> {
  const { tx, session } = write;
  const current = await lockPolicy(tx, session.tenantId, id, 'edit');
  const terms = await policyTerms(tx, session.tenantId, payload, current.id);
  await tx
    .update(policies)
    .set({ ...terms, updatedAt: new Date() })
    .where(eq(policies.id, current.id));
  await billOn(tx, session.tenantId, current.id, terms.invoiceId);
  await recordPolicyEvent(tx, session.tenantId, current.id, 'edited', current.status, session.userId);
  return readPolicy(tx, session.tenantId, current.id);
}

const ACTIONS: Record<PatchedStatus, string> = { active: 'on cover', expired: 'expired', lapsed: 'lapsed', cancelled: 'cancelled' };

/** The policy it renews is renewed once the renewal goes on cover. */
async function markRenewed(tx: Transaction, tenantId: string, renewal: PolicyRow, by: string) {
  if (!renewal.renewalOf) return;
  const [renewed] = await tx
    .update(policies)
    .set({ status: 'renewed', updatedAt: new Date() })
    .where(and(eq(policies.tenantId, tenantId), eq(policies.id, renewal.renewalOf), sql`${policies.status} in ('active', 'expired')`))
    .returning({ id: policies.id });
  if (renewed) await recordPolicyEvent(tx, tenantId, renewed.id, 'renewed', 'renewed', by, `Renewed by ${renewal.policyNo}`);
}

/**
 * PATCH /policies/{id}: the insurer's policy number, a new status, or both (the number first, so a
 * placed policy can be numbered and put on cover at once). Going on cover passes the "No Premium,
 * No Cover" guard; a cancelled proposal lets its invoice bill another.
 */
export async function patchPolicy(write: TenantWrite, id: string, patch: PolicyPatchPayload): Promise<PolicyDetails> {
  const { tx, session } = write;
  const status = patch.status as PatchedStatus | null | undefined;
  const number = patch.insurerPolicyNumber;
  let row = await lockPolicy(tx, session.tenantId, id, status ? PATCHED_STATUSES[status] : 'recordNumber');
  if (number && number !== row.insurerPolicyNo) {
    if (!canMovePolicy(row.status, 'recordNumber')) throw conflict(policyMoveRefusal('recordNumber', row.status));
    await tx.update(policies).set({ insurerPolicyNo: number, updatedAt: new Date() }).where(eq(policies.id, row.id));
    row = { ...row, insurerPolicyNo: number };
    await recordPolicyEvent(tx, session.tenantId, row.id, 'policy number recorded', row.status, session.userId, number);
  }
  const current = row;
  if (status === 'active') {
    const refusal = coverRefusal(await readPolicySummary(tx, session.tenantId, current.id));
    if (refusal) throw conflict(refusal);
  }
  if (status === 'expired' && !hasEnded({ end_date: current.endDate }, todayInLagos())) throw conflict(ENDS_LATER);
  if (status) {
    await tx
      .update(policies)
      .set({
        status,
        updatedAt: new Date(),
        ...(status === 'active' ? { activatedAt: new Date() } : {}),
        ...(status === 'lapsed' || status === 'cancelled' ? { statusReason: patch.reason } : {}),
      })
      .where(eq(policies.id, current.id));
    await recordPolicyEvent(tx, session.tenantId, current.id, ACTIONS[status], status, session.userId, patch.reason);
    if (status === 'active') await markRenewed(tx, session.tenantId, current, session.userId);
    if (status === 'cancelled') await billOn(tx, session.tenantId, current.id, null);
  }
  return readPolicy(tx, session.tenantId, current.id);
}
