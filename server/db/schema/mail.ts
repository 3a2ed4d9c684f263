import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_SECURITIES } from '../../../domain/mail-connection';
import { createdAt, moment, updatedAt } from './columns';
import { tenants, users } from './tenancy';

/**
 * A brokerage's own mail server. The password is sealed with a key derived from the server's
 * secret (server/mail/secret-box.ts); the test columns describe the settings as saved and are
 * cleared when a connection field changes.
 */
export const mailConnections = pgTable('mail_connections', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  security: text('security', { enum: MAIL_SECURITIES }).notNull(),
  username: text('username'),
  sealedPassword: text('sealed_password'),
  senderName: text('sender_name').notNull(),
  senderAddress: text('sender_address').notNull(),
  replyTo: text('reply_to'),
  testedAt: moment('tested_at'),
  testPassed: boolean('test_passed'),
  testMessage: text('test_message'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A brokerage's own words for one kind of mail (domain/mail-templates); a kind without a row uses the product's default. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);
