import { listSignatories } from '../brokerage/signatories';
import { storageOf } from '../files/storage';
import { letterheadOf, storedImage } from './letterhead';
import { templateFor, type PrintedWith } from './templates';
import type { PdfDocumentKind, PdfTemplateBody } from '../../domain/pdf-templates';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { Letterhead } from './document';
import type { Signatory } from './invoice/parts';

// Who a brokerage's documents come from: its letterhead and the signatories who sign at the foot.

/** At the foot of a document there is room for this many signatures side by side. */
const SIGNATORIES_SHOWN = 4;

export interface Issuer {
  /** The brokerage the document comes from, whose stored files hold the signature images. */
  tenantId: string;
  letterhead: Letterhead;
  /** Without their signature images yet: those are read after the transaction (`signed`). */
  signatories: Signatory[];
  signatureFiles: (string | null)[];
  /** The record and the template version it is printed with, for `keepSentVersion` once it goes out; null for a preview. */
  printedWith: PrintedWith | null;
}

export interface TemplateChoice {
  /** The record printed: once sent, it prints with the template version it was sent with. */
  recordId?: string;
  /** An unsaved template to print with (the admin's preview). */
  template?: PdfTemplateBody;
}

/** Who a `kind` of document comes from, in the brokerage's template for it. */
export async function issuerOf(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  kind: PdfDocumentKind,
  choice: TemplateChoice = {},
): Promise<Issuer> {
  const signatories = (await listSignatories(tx, tenantId, { page: 1, limit: SIGNATORIES_SHOWN, offset: 0 })).data;
  const { template, recordId } = choice;
  const chosen = template ? { version: null, template } : await templateFor(tx, tenantId, kind, recordId);
  return {
    printedWith: recordId && chosen.version !== null ? { kind, recordId, version: chosen.version } : null,
    letterhead: { ...(await letterheadOf(tx, tenantId, storageOf(ctx))), look: chosen.template },
    signatories: signatories.map((signatory): Signatory => ({ name: signatory.name, designation: signatory.designation, signature: null })),
    tenantId,
    signatureFiles: signatories.map((signatory) => signatory.signature_file),
  };
}

/** The signatories with their signature images, read from storage once the transaction is over. */
export async function signed(ctx: AppContext, issuer: Pick<Issuer, 'tenantId' | 'signatories' | 'signatureFiles'>): Promise<Signatory[]> {
  const storage = storageOf(ctx);
  const images = await Promise.all(
    issuer.signatureFiles.map((name) => (name ? storedImage(storage, { tenantId: issuer.tenantId, name }) : null)),
  );
  return issuer.signatories.map((signatory, index) => ({ ...signatory, signature: images[index] ?? null }));
}
