import { and, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import { INSURER_HAS_NO_EMAIL } from '../../domain/invoices/documents';
import { creditNoteRefusal, INSURER_POLICY_DOCUMENT, type Policy, type PolicyDetails } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { DOCUMENT_KINDS } from '../../domain/upload';
import { clientAddressee } from '../clients/addressee';
import { policies, policyDocuments, storedFiles } from '../db/schema';
import { servedType, storedFileOf } from '../files/downloads';
import { checkReceivedFile, storeFileIn, type ReceivedForm } from '../files/uploads';
import { ApiError, conflict } from '../http/errors';
import { insurerAddressee, sendDocument } from '../invoices/documents';
import { composeMailFor, signatureValues, type LetterSigner } from '../mail/compose';
import { policyDocumentFileName, renderPolicyDocument, type PolicyDocumentKind } from '../pdf/policy-documents';
import { issuerOf, signed } from '../pdf/signed-by';
import { keepSentVersion, type PrintedWith } from '../pdf/templates';
import { readPolicy, readPolicySummary } from './read';
import { lockPolicy, recordPolicyEvent } from './write';
import type { MailContent, MailValues } from '../../domain/mail-templates';
import type { PdfTemplateBody } from '../../domain/pdf-templates';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// The policy's papers: the placement slip mailed to the insurer's underwriters, the proposal form
// and the schedule printed, the credit note sent within 48 hours of the premium, and the files
// uploaded to it. Mail leaves between two short transactions, never inside one.

export interface PrintedPolicyDocument {
  fileName: string;
  bytes: Buffer;
  policy: Awaited<ReturnType<typeof readPolicySummary>>;
  insurerEmails: string[];
  letterhead: { name: string; contacts?: string | null };
  /** The policy and the template version it was printed with; null for a preview. */
  printedWith: PrintedWith | null;
}

async function gather(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  id: string,
  kind: PolicyDocumentKind,
  template?: PdfTemplateBody,
) {
  const policy = await readPolicySummary(tx, tenantId, id);
  const client = await clientAddressee(tx, tenantId, {
    clientType: policy.client_type,
    clientId: policy.client_id,
    name: policy.client_name,
  });
  const insurer = await insurerAddressee(tx, tenantId, policy.insurance_provider_id, policy.insurance_provider_name);
  return { policy, client, insurer, issuer: await issuerOf(ctx, tx, tenantId, kind, { recordId: policy.policy_id, template }) };
}

/**
 * The document as a PDF in the brokerage's letterhead, read in a transaction of its own and rendered
 * after it; once sent, in the template version it went with.
 */
export async function printPolicyDocument(
  ctx: AppContext,
  tenantId: string,
  id: string,
  kind: PolicyDocumentKind,
  template?: PdfTemplateBody,
): Promise<PrintedPolicyDocument> {
  const gathered = await ctx.database.asTenant(tenantId, (tx) => gather(ctx, tx, tenantId, id, kind, template));
  const bytes = await renderPolicyDocument(kind, {
    letterhead: gathered.issuer.letterhead,
    policy: gathered.policy,
    client: gathered.client,
    insurer: gathered.insurer,
    signatories: await signed(ctx, gathered.issuer),
    printedOn: todayInLagos(),
  });
  return {
    fileName: policyDocumentFileName(kind, gathered.policy.policy_number),
    bytes,
    policy: gathered.policy,
    insurerEmails: gathered.insurer.emails,
    letterhead: gathered.issuer.letterhead,
    printedWith: gathered.issuer.printedWith,
  };
}

/** GET /policies/{id}/policyDocument: the insurer's policy document as uploaded, else the schedule the brokerage prints. */
export async function policyDocumentOf(
  ctx: AppContext,
  tenantId: string,
  id: string,
): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const uploaded = await ctx.database.asTenant(tenantId, async (tx) => {
    await readPolicySummary(tx, tenantId, id);
    const [latest] = await tx
      .select({ storedName: storedFiles.storedName })
      .from(policyDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, policyDocuments.fileId))
      .where(
        and(
          eq(policyDocuments.tenantId, tenantId),
          eq(policyDocuments.policyId, id),
          sql`lower(${policyDocuments.documentName}) = ${INSURER_POLICY_DOCUMENT.toLowerCase()}`,
        ),
      )
      .orderBy(desc(policyDocuments.createdAt))
      .limit(1);
    if (!latest) return null;
    const { file, stream } = await storedFileOf(ctx, tx, tenantId, latest.storedName);
    return { fileName: file.originalName, contentType: servedType(file.contentType), bytes: Buffer.concat(await stream.toArray()) };
  });
  if (uploaded) return uploaded;
  const printed = await printPolicyDocument(ctx, tenantId, id, 'schedule');
  return { fileName: printed.fileName, contentType: 'application/pdf', bytes: printed.bytes };
}

/** The placeholders of the mail that carries a placement slip to the insurer (also filled for a template's preview). */
export function placementSlipValues(policy: Policy, letterhead: LetterSigner): MailValues<'placement_slip'> {
  return {
    insurer_name: policy.insurance_provider_name,
    our_reference: policy.policy_number,
    insured_name: policy.name_of_insured,
    client_name: policy.client_name,
    product_name: policy.product_name,
    sum_insured: `NGN ${policy.sum_insured}`,
    premium: `NGN ${policy.premium}`,
    start_date: policy.start_date,
    end_date: policy.end_date,
    ...signatureValues(letterhead),
  };
}

async function mailInsurer(ctx: AppContext, tenantId: string, printed: PrintedPolicyDocument, mail: MailContent, what: string) {
  if (printed.insurerEmails.length === 0) throw conflict(INSURER_HAS_NO_EMAIL);
  const { delivered } = await ctx.mailer.send({
    tenantId,
    to: printed.insurerEmails.join(', '),
    ...mail,
    attachments: [{ filename: printed.fileName, contentType: 'application/pdf', content: printed.bytes }],
  });
  if (!delivered && ctx.config.smtpUrl)
    throw new ApiError(503, ERROR_CODES.unavailable, `The mail server did not take the ${what}. Please try again.`);
  await ctx.database.asTenant(tenantId, (tx) => keepSentVersion(tx, tenantId, printed.printedWith));
}

/**
 * GET /policy/{id}/sendPlacementSlip: the slip goes to the insurer's underwriters and a proposal is
 * placed; with `confirmed`, the insurer's acceptance of a placed policy is recorded instead.
 */
export async function sendPlacementSlip(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
  confirmed: boolean,
): Promise<PolicyDetails> {
  if (confirmed) return ctx.database.asTenant(tenantId, (tx) => confirmPlacement(tx, tenantId, userId, id));
  await ctx.database.asTenant(tenantId, (tx) => lockPolicy(tx, tenantId, id, 'place'));
  const printed = await printPolicyDocument(ctx, tenantId, id, 'placementSlip');
  const { policy } = printed;
  await mailInsurer(
    ctx,
    tenantId,
    printed,
    await composeMailFor(ctx, tenantId, 'placement_slip', placementSlipValues(policy, printed.letterhead)),
    'placement slip',
  );
  return ctx.database.asTenant(tenantId, (tx) => markPlaced(tx, tenantId, userId, id, `To ${printed.insurerEmails.join(', ')}`));
}

/** The placement slip went to the insurer (`note` says to whom): a proposal is placed. */
export async function markPlaced(tx: Transaction, tenantId: string, userId: string, id: string, note: string): Promise<PolicyDetails> {
  const row = await lockPolicy(tx, tenantId, id, 'place');
  await tx.update(policies).set({ status: 'placed', placementSentAt: new Date(), updatedAt: new Date() }).where(eq(policies.id, row.id));
  await recordPolicyEvent(tx, tenantId, row.id, 'placement slip sent', 'placed', userId, note);
  return readPolicy(tx, tenantId, row.id);
}

/** The insurer accepted the placement of a placed policy; recorded once. */
export async function confirmPlacement(tx: Transaction, tenantId: string, userId: string, id: string): Promise<PolicyDetails> {
  const row = await lockPolicy(tx, tenantId, id, 'confirmPlacement');
  if (!row.placementConfirmedAt) {
    await tx.update(policies).set({ placementConfirmedAt: new Date(), updatedAt: new Date() }).where(eq(policies.id, row.id));
    await recordPolicyEvent(tx, tenantId, row.id, 'placement confirmed', row.status, userId);
  }
  return readPolicy(tx, tenantId, row.id);
}

/**
 * GET /policies/{id}/creditNote: the broker's credit note for the premium received goes to the
 * insurer's underwriters, and the 48-hour deadline is met (or at least closed).
 */
export async function sendCreditNote(ctx: AppContext, tenantId: string, userId: string, id: string): Promise<PolicyDetails> {
  const policy = await ctx.database.asTenant(tenantId, (tx) => readPolicySummary(tx, tenantId, id));
  const refusal = creditNoteRefusal(policy);
  if (refusal) throw conflict(refusal);
  await sendDocument(ctx, tenantId, policy.invoice_id!, 'creditNote', 'underwriter');
  return ctx.database.asTenant(tenantId, async (tx) => {
    const [row] = await tx
      .update(policies)
      .set({ creditNoteSentAt: new Date(), updatedAt: new Date() })
      .where(and(eq(policies.tenantId, tenantId), eq(policies.id, policy.policy_id)))
      .returning({ id: policies.id, status: policies.status });
    const late = policy.credit_note_due_by && Date.parse(policy.credit_note_due_by) < Date.now();
    await recordPolicyEvent(
      tx,
      tenantId,
      row!.id,
      'credit note sent',
      row!.status,
      userId,
      late ? `After the deadline of ${policy.credit_note_due_by}` : null,
    );
    return readPolicy(tx, tenantId, row!.id);
  });
}

/** POST /policies/{id}/uploads: one document (PDF, PNG or JPEG, at most 2 MB) named by the uploader. */
export async function attachPolicyDocument(
  write: TenantWrite,
  id: string,
  documentName: string,
  received: ReceivedForm['file'],
): Promise<PolicyDetails> {
  const { tx, ctx, session } = write;
  const row = await lockPolicy(tx, session.tenantId, id, 'upload');
  const file = { ...received!, kind: checkReceivedFile(received, DOCUMENT_KINDS) };
  await storeFileIn(tx, ctx, { tenantId: session.tenantId, userId: session.userId }, file, 'policy document', async (_uploaded, fileId) => {
    await tx
      .insert(policyDocuments)
      .values({ tenantId: session.tenantId, policyId: row.id, fileId, documentName, createdBy: session.userId });
    await recordPolicyEvent(tx, session.tenantId, row.id, 'document uploaded', row.status, session.userId, `${documentName}: ${file.name}`);
  });
  return readPolicy(tx, session.tenantId, row.id);
}
