import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as signingDiagram from '../../stories/machines/signing-request.diagram.stories';
import { expectInState, slow, take, walkCode } from '../support/walker-steps';

const { Diagram, WalkedView } = composeStories(signingDiagram);

describe('The walker on the signing request Diagram page', () => {
  it('walks a draft through sending to a request the client opened, and the walked view offers to resend or cancel it', async () => {
    const user = userEvent.setup();
    render(<Diagram />);
    await screen.findByRole('complementary', { name: 'Walker' }, slow);
    expectInState('draft');
    await take(user, 'type who signs', 'signerName=Adaeze Okafor');
    await take(user, 'type who signs', 'signerEmail=adaeze.okafor@example.ng');
    expectInState('draft');
    await take(user, 'send for signature');
    expectInState('sending');
    await take(user, 'the request is sent');
    expectInState('sent');
    await take(user, 'the request moves on the server', 'opened');
    expectInState('opened');

    const shown = render(<WalkedView walk={walkCode()} />);
    const view = within(shown.container);
    expect(await view.findByRole('button', { name: 'Resend link' }, slow)).toBeVisible();
    expect(view.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    expect(view.getByText('Adaeze Okafor <adaeze.okafor@example.ng>')).toBeVisible();
  }, 60_000);
});
