import { useCallback, useLayoutEffect, useRef } from 'react';

/** How many significant characters (digits, a decimal dot) precede position `end` of `text`. */
function significantBefore(text: string, end: number, significant: RegExp): number {
  return [...text.slice(0, end)].filter((character) => significant.test(character)).length;
}

function positionAfterSignificant(text: string, count: number, significant: RegExp): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (significant.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * An input that reshapes what is typed (thousands commas, date hyphens) moves characters around:
 * this puts the caret back after the same significant character, or at the end when it was there.
 * Call the answer from onChange with the input; `shown` is the text the input shows.
 */
export function useKeptCaret(shown: string, significant: RegExp): (input: HTMLInputElement) => void {
  const pending = useRef<{ input: HTMLInputElement; count: number | 'end' } | null>(null);

  useLayoutEffect(() => {
    const kept = pending.current;
    pending.current = null;
    if (kept === null || document.activeElement !== kept.input) return;
    const { value } = kept.input;
    const position = kept.count === 'end' ? value.length : positionAfterSignificant(value, kept.count, significant);
    kept.input.setSelectionRange(position, position);
  }, [shown, significant]);

  return useCallback(
    (input: HTMLInputElement) => {
      const caret = input.selectionStart ?? input.value.length;
      pending.current = { input, count: caret >= input.value.length ? 'end' : significantBefore(input.value, caret, significant) };
    },
    [significant],
  );
}
