import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { isUuid } from '../../domain/ids';
import { SIGNING_SUBJECT_READERS, type SigningSubjectKind } from '../../domain/signing';
import { dischargeVoucherIn } from '../claims/claim-documents';
import { quoteRequestDocuments, quoteRequests, storedFiles } from '../db/schema';
import { invalidInput, notFound } from '../http/errors';
import { quoteSlipOf } from '../quotes/outcome';
import { storedBytes } from './stored-bytes';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { PrintedWith } from '../pdf/templates';

/**
 * The document a client is asked to sign: its title, its bytes (a PDF), its stored file when it
 * already is one, and the template version it was printed with when the brokerage printed it.
 */
export interface SigningDocument {
  title: string;
  bytes: Buffer;
  fileId: string | null;
  printedWith: PrintedWith | null;
}

/** One kind of thing that can be signed: who may read it, and its document as it stands. */
export interface SigningSubject {
  readPermission: PermissionName;
  document(ctx: AppContext, tx: Transaction, tenantId: string, id: string): Promise<SigningDocument>;
}

export const NOT_A_PDF = 'Only a PDF can be sent for signature';

/** A proposal form: a PDF uploaded with a quote request (its id is the request document's). */
const proposalForm: SigningSubject = {
  readPermission: SIGNING_SUBJECT_READERS.proposal_form,
  async document(ctx, tx, tenantId, id) {
    const [found] = isUuid(id)
      ? await tx
          .select({ document: quoteRequestDocuments, file: storedFiles, requestNo: quoteRequests.requestNo })
          .from(quoteRequestDocuments)
          .innerJoin(storedFiles, eq(storedFiles.id, quoteRequestDocuments.fileId))
          .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestDocuments.requestId))
          .where(and(eq(quoteRequestDocuments.tenantId, tenantId), eq(quoteRequestDocuments.id, id)))
      : [];
    if (!found) throw notFound('Proposal form');
    if (found.file.contentType !== 'application/pdf') throw invalidInput([{ field: 'subjectId', message: NOT_A_PDF }], NOT_A_PDF);
    const bytes = await storedBytes(ctx, tx, found.file);
    if (!bytes) throw notFound('Proposal form');
    return { title: `Proposal form ${found.document.documentName} (${found.requestNo})`, bytes, fileId: found.file.id, printedWith: null };
  },
};

/** A quote's acceptance: the quote slip the client accepts by signing it (an approved or sent quote). */
const quoteAcceptance: SigningSubject = {
  readPermission: SIGNING_SUBJECT_READERS.quote_acceptance,
  async document(ctx, tx, tenantId, id) {
    const { quote, bytes, issuer } = await quoteSlipOf(ctx, tx, tenantId, id, 'accept');
    return { title: `Acceptance of quotation ${quote.quote_number}`, bytes, fileId: null, printedWith: issuer.printedWith };
  },
};

/** A claim's discharge voucher, once the insurer's offer is agreed (its id is the claim's). */
const dischargeVoucher: SigningSubject = {
  readPermission: SIGNING_SUBJECT_READERS.discharge_voucher,
  async document(ctx, tx, tenantId, id) {
    if (!isUuid(id)) throw notFound('Claim');
    const { claimNumber, bytes, printedWith } = await dischargeVoucherIn(ctx, tx, tenantId, id);
    return { title: `Discharge voucher of claim ${claimNumber}`, bytes, fileId: null, printedWith };
  },
};

/** One entry per kind of document a client can be asked to sign. */
export const SIGNING_SUBJECTS: Record<SigningSubjectKind, SigningSubject> = {
  proposal_form: proposalForm,
  quote_acceptance: quoteAcceptance,
  discharge_voucher: dischargeVoucher,
};

export const subjectOf = (kind: SigningSubjectKind): SigningSubject => SIGNING_SUBJECTS[kind];

/** The subject's document, checked to be a PDF that pdf-lib can stamp. */
export async function signableDocument(ctx: AppContext, tx: Transaction, tenantId: string, kind: SigningSubjectKind, id: string) {
  const document = await subjectOf(kind).document(ctx, tx, tenantId, id);
  try {
    // pdf-lib loads a bare header without complaint; counting the pages reads the catalogue.
    if ((await PDFDocument.load(document.bytes)).getPageCount() === 0) throw new Error('no pages');
  } catch {
    throw invalidInput([{ field: 'subjectId', message: NOT_A_PDF }], NOT_A_PDF);
  }
  return document;
}
