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

// The claim's printed papers: read in a transaction of their own, rendered after it.

export interface PrintedClaimDocument {
  fileName: string;
  bytes: Buffer;
}

/** The claim form or the discharge voucher as a PDF in the brokerage's template; 409 for a voucher before an offer is agreed. */
export async function printClaimDocument(
  ctx: AppContext,
  tenantId: string,
  claimId: string,
  kind: ClaimDocumentKind,
  template?: PdfTemplateBody,
): Promise<PrintedClaimDocument> {
  const gathered = await ctx.database.asTenant(tenantId, async (tx) => {
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
  });
  const bytes = await renderClaimDocument(kind, {
    letterhead: gathered.issuer.letterhead,
    claim: gathered.claim,
    client: gathered.client,
    insurer: gathered.insurer,
    signatories: await signed(ctx, gathered.issuer),
    printedOn: todayInLagos(),
  });
  return { fileName: claimDocumentFileName(kind, gathered.claim.claim_number), bytes };
}

/** The claim's discharge voucher as PDF bytes, for the client to sign (the signing request stamps these). */
export async function dischargeVoucherPdf(ctx: AppContext, tenantId: string, claimId: string): Promise<Buffer> {
  return (await printClaimDocument(ctx, tenantId, claimId, 'dischargeVoucher')).bytes;
}
