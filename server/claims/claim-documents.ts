import { dischargeVoucherRefusal, type ClaimDocumentKind } from '../../domain/claims/claim-documents';
import { todayInLagos } from '../../domain/today';
import { clientAddressee } from '../clients/addressee';
import { conflict } from '../http/errors';
import { insurerAddressee } from '../invoices/documents';
import { claimDocumentFileName, renderClaimDocument } from '../pdf/claim-documents';
import { issuerOf, signed } from '../pdf/signed-by';
import { readClaim } from './read';
import type { PdfTemplateBody } from '../../domain/pdf-templates';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

// The claim's printed papers: read in a transaction of their own, rendered after it.

export interface PrintedClaimDocument {
  fileName: string;
  bytes: Buffer;
}

/** The claim, its parties and its document's template, read in the caller's transaction; 409 for a voucher before an offer is agreed. */
async function gathered(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  claimId: string,
  kind: ClaimDocumentKind,
  template?: PdfTemplateBody,
) {
  const claim = await readClaim(tx, tenantId, claimId);
  if (kind === 'dischargeVoucher') {
    const refusal = dischargeVoucherRefusal(claim);
    if (refusal) throw conflict(refusal);
  }
  return {
    claim,
    client: await clientAddressee(tx, tenantId, { clientType: claim.client_type, clientId: claim.client_id, name: claim.client_name }),
    insurer: await insurerAddressee(tx, tenantId, claim.insurance_provider_id, claim.insurance_provider_name),
    issuer: await issuerOf(ctx, tx, tenantId, kind, { recordId: claim.claim_id, template }),
  };
}

async function rendered(
  ctx: AppContext,
  kind: ClaimDocumentKind,
  facts: Awaited<ReturnType<typeof gathered>>,
): Promise<PrintedClaimDocument> {
  const bytes = await renderClaimDocument(kind, {
    letterhead: facts.issuer.letterhead,
    claim: facts.claim,
    client: facts.client,
    insurer: facts.insurer,
    signatories: await signed(ctx, facts.issuer),
    printedOn: todayInLagos(),
  });
  return { fileName: claimDocumentFileName(kind, facts.claim.claim_number), bytes };
}

/**
 * The claim form or the discharge voucher as a PDF in the brokerage's template (once sent, the
 * version it went with); 409 for a voucher before an offer is agreed.
 */
export async function printClaimDocument(
  ctx: AppContext,
  tenantId: string,
  claimId: string,
  kind: ClaimDocumentKind,
  template?: PdfTemplateBody,
): Promise<PrintedClaimDocument> {
  const facts = await ctx.database.asTenant(tenantId, (tx) => gathered(ctx, tx, tenantId, claimId, kind, template));
  return rendered(ctx, kind, facts);
}

/**
 * The claim's discharge voucher, read in the caller's transaction: what a signing request asks the
 * client to sign, with the template version it is printed in.
 */
export async function dischargeVoucherIn(ctx: AppContext, tx: Transaction, tenantId: string, claimId: string) {
  const facts = await gathered(ctx, tx, tenantId, claimId, 'dischargeVoucher');
  return {
    claimNumber: facts.claim.claim_number,
    printedWith: facts.issuer.printedWith,
    ...(await rendered(ctx, 'dischargeVoucher', facts)),
  };
}
