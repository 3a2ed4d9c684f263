import { and, desc, eq, sql } from 'drizzle-orm';
import {
  defaultPdfTemplate,
  optionalFieldChoices,
  PDF_DOCUMENT_KINDS,
  PDF_DOCUMENT_LABELS,
  type PdfDocumentKind,
  type PdfTemplate,
  type PdfTemplateBody,
  type PdfTemplateSummary,
} from '../../domain/pdf-templates';
import { pdfTemplateVersions, sentPdfDocuments, users } from '../db/schema';
import type { Transaction } from '../db/client';

// The brokerage's PDF templates as stored: unchanging versions per kind (the newest is the one in
// use), and the version each sent document was sent with.

export interface ChosenTemplate {
  version: number;
  template: PdfTemplateBody;
}

/** What a stored template reads as today: a field a later release adds takes its default. */
const completed = (kind: PdfDocumentKind, stored: PdfTemplateBody): PdfTemplateBody => ({ ...defaultPdfTemplate(kind), ...stored });

async function newestRow(tx: Transaction, tenantId: string, kind: PdfDocumentKind) {
  const [row] = await tx
    .select({
      version: pdfTemplateVersions.version,
      template: pdfTemplateVersions.template,
      createdAt: pdfTemplateVersions.createdAt,
      savedBy: sql<
        string | null
      >`(select coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username}) from ${users} where ${users.id} = ${pdfTemplateVersions.createdBy})`,
    })
    .from(pdfTemplateVersions)
    .where(and(eq(pdfTemplateVersions.tenantId, tenantId), eq(pdfTemplateVersions.kind, kind)))
    .orderBy(desc(pdfTemplateVersions.version))
    .limit(1);
  return row ?? null;
}

/** The template in use for `kind`: the newest saved version, else the default (version 0). */
export async function currentTemplate(tx: Transaction, tenantId: string, kind: PdfDocumentKind): Promise<ChosenTemplate> {
  const row = await newestRow(tx, tenantId, kind);
  return row ? { version: row.version, template: completed(kind, row.template) } : { version: 0, template: defaultPdfTemplate(kind) };
}

/** The template a document prints with: the version it was sent with, once it has been sent; else the one in use. */
export async function templateFor(tx: Transaction, tenantId: string, kind: PdfDocumentKind, recordId?: string): Promise<ChosenTemplate> {
  if (recordId) {
    const [sent] = await tx
      .select({ version: sentPdfDocuments.version })
      .from(sentPdfDocuments)
      .where(and(eq(sentPdfDocuments.tenantId, tenantId), eq(sentPdfDocuments.kind, kind), eq(sentPdfDocuments.recordId, recordId)));
    if (sent) {
      if (sent.version === 0) return { version: 0, template: defaultPdfTemplate(kind) };
      const [row] = await tx
        .select({ template: pdfTemplateVersions.template })
        .from(pdfTemplateVersions)
        .where(
          and(
            eq(pdfTemplateVersions.tenantId, tenantId),
            eq(pdfTemplateVersions.kind, kind),
            eq(pdfTemplateVersions.version, sent.version),
          ),
        );
      if (row) return { version: sent.version, template: completed(kind, row.template) };
    }
  }
  return currentTemplate(tx, tenantId, kind);
}

/** A record's document as printed: its kind, the record, and the template version it was printed with. */
export interface PrintedWith {
  kind: PdfDocumentKind;
  recordId: string;
  version: number;
}

/**
 * The document went out (mailed, or handed to a signer): it keeps the template version it went
 * with, so it prints again the same; a later sending keeps the first. Nothing for a preview (null).
 */
export async function keepSentVersion(tx: Transaction, tenantId: string, printed: PrintedWith | null): Promise<void> {
  if (!printed) return;
  const { kind, recordId, version } = printed;
  await tx.insert(sentPdfDocuments).values({ tenantId, kind, recordId, version }).onConflictDoNothing();
}

/** Saves the template as the kind's next version; the one before stays for the documents sent with it. */
export async function saveTemplate(
  tx: Transaction,
  tenantId: string,
  userId: string | null,
  kind: PdfDocumentKind,
  template: PdfTemplateBody,
): Promise<void> {
  // One save at a time per brokerage and kind: the next version number is read under the lock.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pdf-template:${tenantId}:${kind}`}))`);
  const current = await newestRow(tx, tenantId, kind);
  await tx.insert(pdfTemplateVersions).values({ tenantId, kind, version: (current?.version ?? 0) + 1, template, createdBy: userId });
}

export async function presentTemplate(tx: Transaction, tenantId: string, kind: PdfDocumentKind): Promise<PdfTemplate> {
  const row = await newestRow(tx, tenantId, kind);
  return {
    kind,
    label: PDF_DOCUMENT_LABELS[kind],
    version: row?.version ?? 0,
    saved_at: row ? row.createdAt.toISOString() : null,
    saved_by: row?.savedBy ?? null,
    template: row ? completed(kind, row.template) : defaultPdfTemplate(kind),
    optional_fields: optionalFieldChoices(kind),
  };
}

export async function listTemplates(tx: Transaction, tenantId: string): Promise<PdfTemplateSummary[]> {
  const rows = await tx
    .select({
      kind: pdfTemplateVersions.kind,
      version: sql<number>`max(${pdfTemplateVersions.version})`.mapWith(Number),
      savedAt: sql<Date>`max(${pdfTemplateVersions.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(pdfTemplateVersions)
    .where(eq(pdfTemplateVersions.tenantId, tenantId))
    .groupBy(pdfTemplateVersions.kind);
  const saved = new Map(rows.map((row) => [row.kind, row]));
  return PDF_DOCUMENT_KINDS.map((kind) => ({
    kind,
    label: PDF_DOCUMENT_LABELS[kind],
    version: saved.get(kind)?.version ?? 0,
    saved_at: saved.get(kind)?.savedAt.toISOString() ?? null,
  }));
}
