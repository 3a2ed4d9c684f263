import { invalidInput } from './errors';
import type { FieldError } from '../../domain/validation';

/** Deeper than any form the product has: a body nested past it is an attack on the parser, not data. */
export const MAX_NESTING = 32;
export const TOO_DEEP = `The request is nested too deeply to read (more than ${MAX_NESTING} levels)`;
export const NUL_IN_TEXT = 'Remove the invisible NUL character from this text';

/**
 * Refuses, before any struct looks at it, what would otherwise reach the code as a crash: input
 * nested deeper than MAX_NESTING (recursive checks overflow the stack) and text holding a NUL
 * character (PostgreSQL cannot store it). Walks without recursion, so the walk itself cannot overflow.
 */
export function refuseHostileInput(input: unknown): void {
  const complaints: FieldError[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) complaints.push({ field: path.join('.') || 'body', message: NUL_IN_TEXT });
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_NESTING) throw invalidInput([{ field: path[0] ?? 'body', message: TOO_DEEP }], TOO_DEEP);
      for (const [key, inner] of Object.entries(value)) pending.push({ value: inner, path: [...path, key] });
    }
  }
  if (complaints.length) throw invalidInput(complaints.reverse());
}
