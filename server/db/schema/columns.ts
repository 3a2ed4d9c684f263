import { bigint, timestamp } from 'drizzle-orm/pg-core';

// The kinds of column the tables share: moments with their time zone, and money in kobo.

export const moment = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** An amount in kobo, none until it is known. */
export const koboAmount = (name: string) => bigint(name, { mode: 'number' });
/** An amount in kobo, nought until it is set. */
export const kobo = (name: string) => koboAmount(name).notNull().default(0);
