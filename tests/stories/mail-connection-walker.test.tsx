import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as mailDiagram from '../../stories/machines/mail-connection.diagram.stories';

const { Diagram, WalkedView } = composeStories(mailDiagram);
const slow = { timeout: 15_000 };

const walker = () => screen.getByRole('complementary', { name: 'Walker' });
const expectIn = (state: string) =>
  expect(within(walker()).getByRole('status', { name: 'Current state' })).toHaveTextContent(`Now in ${state}`);

async function take(user: ReturnType<typeof userEvent.setup>, words: string, caseOf?: string) {
  if (caseOf) await user.selectOptions(within(walker()).getByRole('combobox', { name: `Case of ${words}` }), caseOf);
  await user.click(within(walker()).getByRole('button', { name: words }));
}

describe('The walker on the mail connection Diagram page', () => {
  it('walks a saved connection through a passing test, and the walked view shows the answer', async () => {
    const user = userEvent.setup();
    render(<Diagram />);
    await screen.findByRole('complementary', { name: 'Walker' }, slow);
    expectIn('loading');
    await take(user, 'the connection loads', 'saved');
    expectIn('editing');
    await take(user, 'test the connection');
    expectIn('testing');
    await take(user, 'the test answers', 'passed');
    expectIn('passed');

    const link = within(walker()).getByRole<HTMLInputElement>('textbox', { name: 'Link to this walk' }).value;
    const code = /args=walk:([\w-]+)/.exec(link)?.[1] ?? '';
    const shown = render(<WalkedView walk={code} />);
    expect(await within(shown.container).findByText(/Connected to smtp\.zoho\.com and signed in\./, {}, slow)).toBeVisible();
  }, 60_000);
});
