import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as signingDiagram from '../../stories/machines/signing-request.diagram.stories';

const { Diagram, WalkedView } = composeStories(signingDiagram);
const slow = { timeout: 15_000 };

const walker = () => screen.getByRole('complementary', { name: 'Walker' });
const expectIn = (state: string) =>
  expect(within(walker()).getByRole('status', { name: 'Current state' })).toHaveTextContent(`Now in ${state}`);

async function take(user: ReturnType<typeof userEvent.setup>, words: string, caseOf?: string) {
  if (caseOf) await user.selectOptions(within(walker()).getByRole('combobox', { name: `Case of ${words}` }), caseOf);
  await user.click(within(walker()).getByRole('button', { name: words }));
}

describe('The walker on the signing request Diagram page', () => {
  it('walks a draft through sending to a request the client opened, and the walked view offers to resend or cancel it', async () => {
    const user = userEvent.setup();
    render(<Diagram />);
    await screen.findByRole('complementary', { name: 'Walker' }, slow);
    expectIn('draft');
    await take(user, 'type who signs', 'signerName=Adaeze Okafor');
    await take(user, 'type who signs', 'signerEmail=adaeze.okafor@example.ng');
    expectIn('draft');
    await take(user, 'send for signature');
    expectIn('sending');
    await take(user, 'the request is sent');
    expectIn('sent');
    await take(user, 'the request moves on the server', 'opened');
    expectIn('opened');

    const link = within(walker()).getByRole<HTMLInputElement>('textbox', { name: 'Link to this walk' }).value;
    const code = /args=walk:([\w-]+)/.exec(link)?.[1] ?? '';
    const shown = render(<WalkedView walk={code} />);
    const view = within(shown.container);
    expect(await view.findByRole('button', { name: 'Resend link' }, slow)).toBeVisible();
    expect(view.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    expect(view.getByText('Adaeze Okafor <adaeze.okafor@example.ng>')).toBeVisible();
  }, 60_000);
});
