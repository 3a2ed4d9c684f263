import { eq } from 'drizzle-orm';
import { ENDORSEMENT_KIND_LABELS, type Endorsement, type EndorsementDetails, type EndorsementKind } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { DOCUMENT_KINDS } from '../../domain/upload';
import { clientAddressee } from '../clients/addressee';
import { endorsementDocuments, endorsements } from '../db/schema';
import { checkReceivedFile, storeFileIn, type ReceivedForm } from '../files/uploads';
import { composeMailFor, signatureValues, type LetterSigner } from '../mail/compose';
import { endorsementFileName, renderEndorsementDocument } from '../pdf/endorsement-document';
import { issuerOf, signed } from '../pdf/signed-by';
import { keepSentVersion } from '../pdf/templates';
import { readEndorsement, readEndorsementSummary } from './read';
import { lockEndorsement, recordEndorsementEvent } from './write';
import type { MailValues } from '../../domain/mail-templates';
import type { PdfTemplateBody } from '../../domain/pdf-templates';
import type { AppContext } from '../context';
import type { TenantWrite } from '../http/tenant-write';

// The endorsement's papers: its PDF, the mail that takes it to the client, and the files uploaded
// to it. Mail leaves after the registering transaction has committed, never inside it.

/** GET /policies/endorsement/{id}/endorsementDocument: the endorsement in the brokerage's letterhead; once mailed, as it went. */
export async function printEndorsement(ctx: AppContext, tenantId: string, id: string, template?: PdfTemplateBody) {
  const gathered = await ctx.database.asTenant(tenantId, async (tx) => {
    const endorsement = await readEndorsementSummary(tx, tenantId, id);
    const client = await clientAddressee(tx, tenantId, {
      clientType: endorsement.client_type,
      clientId: endorsement.client_id,
      name: endorsement.client_name,
    });
    return {
      endorsement,
      client,
      issuer: await issuerOf(ctx, tx, tenantId, 'endorsement', { recordId: endorsement.endorsement_id, template }),
    };
  });
  const bytes = await renderEndorsementDocument({
    letterhead: gathered.issuer.letterhead,
    endorsement: gathered.endorsement,
    client: gathered.client,
    signatories: await signed(ctx, gathered.issuer),
    printedOn: todayInLagos(),
  });
  return { ...gathered, fileName: endorsementFileName(gathered.endorsement.endorsement_number), bytes };
}

/** The placeholders of the mail that carries an endorsement to the client (also filled for a template's preview). */
export function endorsementValues(e: Endorsement, client: string, letterhead: LetterSigner): MailValues<'endorsement_notice'> {
  return {
    client_name: client,
    endorsement_number: e.endorsement_number,
    policy_number: e.insurer_policy_number ?? e.policy_number,
    product_name: e.product_name,
    insurer_name: e.insurance_provider_name,
    insured_name: e.name_of_insured,
    change: `${ENDORSEMENT_KIND_LABELS[e.kind as EndorsementKind]}, from ${e.effective_date}. ${e.description}`,
    premium_note:
      e.premium_adjustment_kind === 'additional'
        ? `The additional premium for the rest of the period is NGN ${e.premium_adjustment}; the change takes effect once it is paid.`
        : e.premium_adjustment_kind === 'return'
          ? `The premium returned to you for the rest of the period is NGN ${e.premium_adjustment}.`
          : 'The change does not alter your premium.',
    ...signatureValues(letterhead),
  };
}

/**
 * Mails the client the endorsement (POST /policies/endorsement?notify=true). Answers what to tell
 * the broker when it could not go: the endorsement stays registered either way.
 */
export async function notifyClient(ctx: AppContext, tenantId: string, userId: string, id: string): Promise<string | null> {
  const printed = await printEndorsement(ctx, tenantId, id);
  const { endorsement: e, client, issuer } = printed;
  if (client.emails.length === 0) return 'The client has no email address: the endorsement was not mailed';
  const { letterhead } = issuer;
  const { delivered } = await ctx.mailer.send({
    tenantId,
    to: client.emails.join(', '),
    ...(await composeMailFor(ctx, tenantId, 'endorsement_notice', endorsementValues(e, client.name, letterhead))),
    attachments: [{ filename: printed.fileName, contentType: 'application/pdf', content: printed.bytes }],
  });
  if (!delivered && ctx.config.smtpUrl) return 'The mail server did not take the mail to the client: the endorsement was not mailed';
  await ctx.database.asTenant(tenantId, async (tx) => {
    await keepSentVersion(tx, tenantId, issuer.printedWith);
    await tx.update(endorsements).set({ clientNotifiedAt: new Date() }).where(eq(endorsements.id, id));
    await recordEndorsementEvent(tx, tenantId, id, 'mailed to the client', e.status as 'pending', userId, `To ${client.emails.join(', ')}`);
  });
  return null;
}

/** POST /policies/endorsement/{id}/uploads: one document (PDF, PNG or JPEG, at most 2 MB) named by the uploader. */
export async function attachEndorsementDocument(
  write: TenantWrite,
  id: string,
  documentName: string,
  received: ReceivedForm['file'],
): Promise<EndorsementDetails> {
  const { tx, ctx, session } = write;
  const row = await lockEndorsement(tx, session.tenantId, id, 'upload');
  const file = { ...received!, kind: checkReceivedFile(received, DOCUMENT_KINDS) };
  await storeFileIn(
    tx,
    ctx,
    { tenantId: session.tenantId, userId: session.userId },
    file,
    'endorsement document',
    async (_uploaded, fileId) => {
      await tx
        .insert(endorsementDocuments)
        .values({ tenantId: session.tenantId, endorsementId: row.id, fileId, documentName, createdBy: session.userId });
      await recordEndorsementEvent(
        tx,
        session.tenantId,
        row.id,
        'document uploaded',
        row.status,
        session.userId,
        `${documentName}: ${file.name}`,
      );
    },
  );
  return readEndorsement(tx, session.tenantId, row.id);
}
