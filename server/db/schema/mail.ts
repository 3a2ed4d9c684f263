import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_SECURITIES } from '../../../domain/mail-connection';
import { createdAt, moment, updatedAt } from './columns';
import { tenants } from './tenancy';

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
