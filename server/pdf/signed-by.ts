import { listSignatories } from '../brokerage/signatories';
import { storageOf } from '../files/storage';
import { letterheadOf, storedImage } from './letterhead';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { Letterhead } from './document';
import type { Signatory } from './invoice/parts';

// Who a brokerage's documents come from: its letterhead and the signatories who sign at the foot.

/** At the foot of a document there is room for this many signatures side by side. */
const SIGNATORIES_SHOWN = 4;

export interface Issuer {
  letterhead: Letterhead;
  /** Without their signature images yet: those are read after the transaction (`signed`). */
  signatories: Signatory[];
  signatureFiles: (string | null)[];
}

export async function issuerOf(ctx: AppContext, tx: Transaction, tenantId: string): Promise<Issuer> {
  const signatories = (await listSignatories(tx, tenantId, { page: 1, limit: SIGNATORIES_SHOWN, offset: 0 })).data;
  return {
    letterhead: await letterheadOf(tx, tenantId, storageOf(ctx)),
    signatories: signatories.map((signatory): Signatory => ({ name: signatory.name, designation: signatory.designation, signature: null })),
    signatureFiles: signatories.map((signatory) => signatory.signature_file),
  };
}

/** The signatories with their signature images, read from storage once the transaction is over. */
export async function signed(ctx: AppContext, issuer: Pick<Issuer, 'signatories' | 'signatureFiles'>): Promise<Signatory[]> {
  const storage = storageOf(ctx);
  const images = await Promise.all(issuer.signatureFiles.map((file) => (file ? storedImage(storage, file) : null)));
  return issuer.signatories.map((signatory, index) => ({ ...signatory, signature: images[index] ?? null }));
}
