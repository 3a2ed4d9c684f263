import { uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './tenancy';

// Whose a row is and who did what to it; apart from columns.ts, which the tenancy tables use themselves.

export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
/** A user who did something, kept as none once the user is deleted. */
export const person = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
export const createdBy = () => person('created_by');
