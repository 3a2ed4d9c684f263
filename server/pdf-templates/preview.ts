import { and, desc, eq, gt, gte, inArray, type SQL } from 'drizzle-orm';
import { OFFER_AGREED_STATUSES } from '../../domain/claims/claim-documents';
import { PDF_DOCUMENT_LABELS, type PdfDocumentKind, type PdfTemplateBody } from '../../domain/pdf-templates';
import { todayInLagos } from '../../domain/today';
import { printClaimDocument } from '../claims/claim-documents';
import { clientAddressee } from '../clients/addressee';
import { claims, endorsements, invoices, policies, quotes } from '../db/schema';
import { printEndorsement } from '../endorsements/documents';
import { storageOf } from '../files/storage';
import { printDocument } from '../invoices/documents';
import { renderPdf } from '../pdf/document';
import { detailsTable, longDate, note, pageDefinition } from '../pdf/invoice/parts';
import { letterheadOf } from '../pdf/letterhead';
import { pdfOf } from '../pdf/pdfmake';
import { renderQuoteSlip } from '../pdf/quote-slip';
import { issuerOf, signed } from '../pdf/signed-by';
import { printPolicyDocument } from '../policies/documents';
import { readQuote } from '../quotes/read';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// POST /pdf-templates/{kind}/preview: the document as the unsaved template would print it, from the
// chosen record or the brokerage's latest of that kind; a labelled sample when it has none yet.

export interface Preview {
  fileName: string;
  bytes: Buffer;
  /** The record shown, or null for the sample. */
  recordId: string | null;
  /** The record's own number (invoice, quote, policy, endorsement or claim number), as the page names it. */
  reference: string | null;
}

type Table = typeof invoices | typeof quotes | typeof policies | typeof endorsements | typeof claims;

async function latestOf(tx: Transaction, table: Table, where: SQL | undefined): Promise<string | null> {
  const [row] = await tx.select({ id: table.id }).from(table).where(where).orderBy(desc(table.createdAt), desc(table.id)).limit(1);
  return row?.id ?? null;
}

/** The brokerage's latest record a `kind` of document can be printed from. */
function latestRecord(tx: Transaction, tenantId: string, kind: PdfDocumentKind): Promise<string | null> {
  switch (kind) {
    case 'debitNote':
    case 'debitInvoice':
      return latestOf(tx, invoices, eq(invoices.tenantId, tenantId));
    case 'creditNote':
      return latestOf(tx, invoices, and(eq(invoices.tenantId, tenantId), gte(invoices.paidKobo, invoices.premiumKobo)));
    case 'receiptNote':
      return latestOf(tx, invoices, and(eq(invoices.tenantId, tenantId), gt(invoices.paidKobo, 0)));
    case 'quoteSlip':
      return latestOf(tx, quotes, eq(quotes.tenantId, tenantId));
    case 'placementSlip':
    case 'proposalForm':
    case 'schedule':
      return latestOf(tx, policies, eq(policies.tenantId, tenantId));
    case 'endorsement':
      return latestOf(tx, endorsements, eq(endorsements.tenantId, tenantId));
    case 'claimForm':
      return latestOf(tx, claims, eq(claims.tenantId, tenantId));
    case 'dischargeVoucher':
      return latestOf(tx, claims, and(eq(claims.tenantId, tenantId), inArray(claims.status, [...OFFER_AGREED_STATUSES])));
    case 'report':
      return Promise.resolve(null);
  }
}

/** The number a person knows the record by (the debit note's invoice number, the claim's number...). */
async function referenceOf(tx: Transaction, tenantId: string, kind: PdfDocumentKind, id: string): Promise<string | null> {
  const numbered = (table: Table, reference: AnyPgColumn) =>
    tx
      .select({ reference })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
      .limit(1)
      .then(([row]) => (row?.reference as string | null | undefined) ?? null);
  switch (kind) {
    case 'debitNote':
    case 'debitInvoice':
    case 'creditNote':
    case 'receiptNote':
      return numbered(invoices, invoices.invoiceNo);
    case 'quoteSlip':
      return numbered(quotes, quotes.quoteNo);
    case 'placementSlip':
    case 'proposalForm':
    case 'schedule':
      return numbered(policies, policies.policyNo);
    case 'endorsement':
      return numbered(endorsements, endorsements.endorsementNo);
    case 'claimForm':
    case 'dischargeVoucher':
      return numbered(claims, claims.claimNo);
    case 'report':
      return null;
  }
}

async function printed(ctx: AppContext, tenantId: string, kind: PdfDocumentKind, id: string, template: PdfTemplateBody) {
  switch (kind) {
    case 'debitNote':
    case 'debitInvoice':
    case 'creditNote':
    case 'receiptNote':
      return (await printDocument(ctx, tenantId, id, kind, template)).bytes;
    case 'placementSlip':
    case 'proposalForm':
    case 'schedule':
      return (await printPolicyDocument(ctx, tenantId, id, kind, template)).bytes;
    case 'endorsement':
      return (await printEndorsement(ctx, tenantId, id, template)).bytes;
    case 'claimForm':
    case 'dischargeVoucher':
      return (await printClaimDocument(ctx, tenantId, id, kind, template)).bytes;
    case 'quoteSlip': {
      const gathered = await ctx.database.asTenant(tenantId, async (tx) => {
        const quote = await readQuote(tx, tenantId, id);
        const client = await clientAddressee(tx, tenantId, {
          clientType: quote.client_type,
          clientId: quote.client_id,
          name: quote.client_name,
        });
        return { quote, client, issuer: await issuerOf(ctx, tx, tenantId, kind, { template }) };
      });
      return renderQuoteSlip({
        letterhead: gathered.issuer.letterhead,
        quote: gathered.quote,
        client: gathered.client,
        signatories: await signed(ctx, gathered.issuer),
        printedOn: todayInLagos(),
      });
    }
    case 'report':
      return sample(ctx, tenantId, kind, template);
  }
}

export const SAMPLE_LABEL = 'Sample';

/** A page in the template with made-up facts, plainly marked as a sample: the brokerage has no record of the kind yet. */
async function sample(ctx: AppContext, tenantId: string, kind: PdfDocumentKind, template: PdfTemplateBody): Promise<Buffer> {
  const issuer = await ctx.database.asTenant(tenantId, (tx) => issuerOf(ctx, tx, tenantId, kind, { template }));
  const today = todayInLagos();
  if (kind === 'report') {
    const letterhead = await ctx.database.asTenant(tenantId, (tx) => letterheadOf(tx, tenantId, storageOf(ctx)));
    return renderPdf(
      {
        letterhead: { ...letterhead, look: template },
        title: `${SAMPLE_LABEL} report`,
        period: `As at ${longDate(today)}`,
        tables: [
          {
            columns: [{ header: 'Line' }, { header: 'Amount', amount: true }],
            rows: [
              { cells: [{ text: 'Sample line' }, { amount: '1000.00' }] },
              { cells: [{ text: 'Total' }, { amount: '1000.00' }], kind: 'total' },
            ],
          },
        ],
      },
      longDate(today),
    );
  }
  return pdfOf(
    pageDefinition({
      letterhead: issuer.letterhead,
      title: `${PDF_DOCUMENT_LABELS[kind]} (${SAMPLE_LABEL.toLowerCase()})`,
      stamp: SAMPLE_LABEL.toUpperCase(),
      content: [
        note(`A ${SAMPLE_LABEL.toLowerCase()}: the brokerage has no ${PDF_DOCUMENT_LABELS[kind].toLowerCase()} to show yet.`),
        detailsTable([
          ['Client', 'Sample Client Ltd'],
          ['Insurer', 'Sample Insurance Plc'],
          ['Period', `${longDate(today)}`],
        ]),
      ],
      signatories: await signed(ctx, issuer),
      printedOn: longDate(today),
    }),
  );
}

/** The preview of `kind` in `template`, on `recordId` or the latest record of the kind (404 for a record not the brokerage's). */
export async function previewTemplate(
  ctx: AppContext,
  tenantId: string,
  kind: PdfDocumentKind,
  template: PdfTemplateBody,
  recordId: string | null,
): Promise<Preview> {
  const id = recordId ?? (await ctx.database.asTenant(tenantId, (tx) => latestRecord(tx, tenantId, kind)));
  const bytes = id ? await printed(ctx, tenantId, kind, id, template) : await sample(ctx, tenantId, kind, template);
  const reference = id ? await ctx.database.asTenant(tenantId, (tx) => referenceOf(tx, tenantId, kind, id)) : null;
  return { fileName: `${kind}-preview.pdf`, bytes, recordId: id, reference };
}
