import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { createdBy, tenantId } from './owners';
import type { PdfTemplateBody } from '../../../domain/pdf-templates';

// A brokerage's PDF templates (issue 20): every save is a new, unchanging version, so that a
// document sent with one version prints again the same after the template changes.

export const pdfTemplateVersions = pgTable(
  'pdf_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    /** From 1; version 0 is the default template, never stored. */
    version: integer('version').notNull(),
    template: jsonb('template').$type<PdfTemplateBody>().notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pdf_template_versions_kind_version_key').on(t.tenantId, t.kind, t.version)],
);

/** The template version a document was sent (or first issued) with; 0 for the default template. */
export const sentPdfDocuments = pgTable(
  'sent_pdf_documents',
  {
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    version: integer('version').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.recordId] })],
);
