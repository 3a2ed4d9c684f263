import { bigint, bigserial, customType, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './brokerage';
import { tenants } from './tenancy';

// What several server processes on one PostgreSQL share beyond the business tables: uploaded
// bytes, socket.io's large messages between processes, and the record of periodic work done.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of a stored file when files are kept in the database (FILE_STORAGE=database). Written
 * in the transaction that records the file; they go with its record (the foreign key cascades).
 */
export const storedFileBytes = pgTable(
  'stored_file_bytes',
  {
    storedName: text('stored_name')
      .primaryKey()
      .references(() => storedFiles.storedName, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('stored_file_bytes_tenant_idx').on(t.tenantId)],
);

/**
 * The table @socket.io/postgres-adapter keeps messages in that are too large for a NOTIFY (over
 * 8,000 bytes) or binary; the adapter deletes them after 30 seconds. Its columns are the adapter's.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/** Periodic work done: one row per job and period, claimed by the one process that does it. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the run did, in words (how many reminders it sent), once it has done it. */
    summary: text('summary'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] }), index('job_runs_ran_at_idx').on(t.ranAt)],
);

/**
 * How many committed transactions have changed a brokerage's rows (the nil uuid: the shared reference
 * data). A deferred trigger on every table moves it once per transaction, at commit, so a version
 * read before an answer was built tells later whether anything it was built from may have changed:
 * see server/http/answer-cache.ts.
 */
export const tenantDataVersions = pgTable('tenant_data_versions', {
  tenantId: uuid('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
