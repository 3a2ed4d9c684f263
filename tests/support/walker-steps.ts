import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';

/** What a story test waits for: a Diagram page lays its drawing out before the walker appears. */
export const slow = { timeout: 15_000 };

type User = ReturnType<typeof userEvent.setup>;

/** The walker panel beside a machine's drawing. */
export const walker = () => screen.getByRole('complementary', { name: 'Walker' });

/** Takes the event the walker offers by these words, choosing its case first where it has several. */
export async function take(user: User, words: string, caseOf?: string) {
  if (caseOf) await user.selectOptions(within(walker()).getByRole('combobox', { name: `Case of ${words}` }), caseOf);
  await user.click(within(walker()).getByRole('button', { name: words }));
}

/** The walker says it is now in this state. */
export const expectInState = (state: string) =>
  expect(within(walker()).getByRole('status', { name: 'Current state' })).toHaveTextContent(`Now in ${state}`);

/** The code of the walk so far, as the walker's copyable link carries it. */
export function walkCode(): string {
  const link = within(walker()).getByRole<HTMLInputElement>('textbox', { name: 'Link to this walk' }).value;
  return /args=walk:([\w-]+)/.exec(link)?.[1] ?? '';
}
