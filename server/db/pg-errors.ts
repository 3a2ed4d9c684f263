// What the database said when it refused a statement: drizzle wraps the driver's error and keeps
// it as the cause, while a statement sent on the client itself throws it bare.

interface PgError {
  code?: string;
  constraint?: string;
}

export const pgErrorOf = (error: unknown): PgError => ((error as { cause?: PgError } | null)?.cause ?? error ?? {}) as PgError;

/** The database refused a row repeating the unique `constraint`: two requests raced past the check before it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: refused } = pgErrorOf(error);
  return code === '23505' && refused === constraint;
}

/** A row still named by another (a foreign key): the record is in use. */
export const isStillReferenced = (error: unknown): boolean => pgErrorOf(error).code === '23503';

/**
 * A deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the whole transaction
 * back, so running it again from the start is safe.
 */
export const isTransientConflict = (error: unknown): boolean => ['40P01', '40001'].includes(pgErrorOf(error).code ?? '');
