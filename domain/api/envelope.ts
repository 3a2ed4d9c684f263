import { array, boolean, literal, nullable, number, optional, string, type, type Infer, type Struct } from 'superstruct';

// The shapes every answer of the API shares (ARCHITECTURE.md, "API conventions"): success
// `{ success: true, message?, data }`, lists with `meta: { page, limit, total, pages }`, and the
// error `{ success: false, code, message, errors: [{ field, message }] }`.

/**
 * Where a list page stands: pages numbered from 1. Lists that can grow add `totalIsEstimate`
 * (past a threshold the total is the database's estimate) and `next`, the cursor of the page
 * after (null on the last), to pass back as `cursor`.
 */
export const ListMeta = type({
  page: number(),
  limit: number(),
  total: number(),
  pages: number(),
  totalIsEstimate: optional(boolean()),
  next: optional(nullable(string())),
});
export type ListMeta = Infer<typeof ListMeta>;

/** A success that only says so, with an optional word for the user. */
export const Acknowledged = type({ success: literal(true), message: optional(string()) });
export type Acknowledged = Infer<typeof Acknowledged>;

/** A success whose message the page shows (deleted, assigned, sent...). */
export const Done = type({ success: literal(true), message: string() });
export type Done = Infer<typeof Done>;

/** `{ success: true, message?, data }`. */
export const answerOf = <T, S>(data: Struct<T, S>) => type({ success: literal(true), message: optional(string()), data });

/** A write's answer: the record as saved and the message that says so. */
export const savedAnswerOf = <T, S>(data: Struct<T, S>) => type({ success: literal(true), message: string(), data });

/** `{ success: true, data: [...] }`: a whole list, not paged. */
export const listOf = <T, S>(item: Struct<T, S>) => type({ success: literal(true), message: optional(string()), data: array(item) });

/** `{ success: true, data: [...], meta: { page, limit, total, pages } }`. */
export const pageOf = <T, S>(item: Struct<T, S>) =>
  type({ success: literal(true), message: optional(string()), data: array(item), meta: ListMeta });

/** One field's complaint in an error answer. */
export const FieldComplaint = type({ field: string(), message: string() });
export type FieldComplaint = Infer<typeof FieldComplaint>;

/** Every failure: a status that means it, a code, one message and a message per field. */
export const ErrorAnswer = type({ success: literal(false), code: string(), message: string(), errors: array(FieldComplaint) });
export type ErrorAnswer = Infer<typeof ErrorAnswer>;
