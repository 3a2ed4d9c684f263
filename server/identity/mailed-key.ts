import { optional, string, type } from 'superstruct';

/** `?key=`: the single-use key a mailed link carries; a missing one is refused where it is consumed. */
export const MailedKeyQuery = type({ key: optional(string()) });
