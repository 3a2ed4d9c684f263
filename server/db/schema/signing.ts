import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SIGNING_SENDER_PERMISSIONS, SIGNING_STATUSES, SIGNING_SUBJECT_KINDS } from '../../../domain/signing';
import { storedFiles } from './brokerage';
import { createdAt, moment, updatedAt } from './columns';
import { createdBy, tenantId } from './owners';
import { tenants } from './tenancy';

/**
 * A document sent to a client for an electronic signature. The link's key is kept only as its
 * SHA-256 (like the verification links): the public pages find the request by that hash alone.
 * The original document's hash is taken when the request is sent, the signed file's when it is signed.
 */
export const signingRequests = pgTable(
  'signing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    subjectKind: text('subject_kind', { enum: SIGNING_SUBJECT_KINDS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    documentTitle: text('document_title').notNull(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    status: text('status', { enum: SIGNING_STATUSES }).notNull().default('sent'),
    expiresAt: moment('expires_at').notNull(),
    sentAt: moment('sent_at').notNull().defaultNow(),
    openedAt: moment('opened_at'),
    signedAt: moment('signed_at'),
    cancelledAt: moment('cancelled_at'),
    remindedAt: moment('reminded_at'),
    signerIp: text('signer_ip'),
    signatureMethod: text('signature_method', { enum: ['drawn', 'typed'] }),
    originalFileId: uuid('original_file_id')
      .notNull()
      .references(() => storedFiles.id),
    signedFileId: uuid('signed_file_id').references(() => storedFiles.id),
    signedSha256: text('signed_sha256'),
    originalSha256: text('original_sha256').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('signing_requests_subject_idx').on(t.tenantId, t.subjectKind, t.subjectId),
    index('signing_requests_tenant_idx').on(t.tenantId, t.createdAt),
    index('signing_requests_signed_sha_idx').on(t.signedSha256),
    index('signing_requests_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('sent', 'opened')`),
  ],
);

/** A brokerage's signing settings; none saved means the defaults (domain/signing/settings.ts). */
export const signatureSettings = pgTable('signature_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  senderPermission: text('sender_permission', { enum: SIGNING_SENDER_PERMISSIONS }).notNull(),
  linkLifetimeHours: integer('link_lifetime_hours').notNull(),
  reminderIntervalHours: integer('reminder_interval_hours').notNull(),
  mailText: text('mail_text').notNull(),
  updatedAt: updatedAt(),
});
