import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as signingPageDiagram from '../../stories/machines/signing-page.diagram.stories';
import { expectInState, slow, take, walkCode } from '../support/walker-steps';

const { Diagram, WalkedView } = composeStories(signingPageDiagram);

describe('The walker on the signing page Diagram page', () => {
  it('walks a client from the mailed link to a typed signature, signed, and the walked view offers the signed copy', async () => {
    const user = userEvent.setup();
    render(<Diagram />);
    await screen.findByRole('complementary', { name: 'Walker' }, slow);
    expectInState('loading');
    await take(user, 'the link opens', 'opened');
    expectInState('ready');
    await take(user, 'sign');
    // Nothing drawn, nothing ticked: the page stays, saying what is missing.
    expectInState('ready');
    await take(user, 'choose how to sign', 'typed');
    await take(user, 'type the name');
    await take(user, 'tick the consent', 'ticked');
    await take(user, 'sign');
    expectInState('signing');
    await take(user, 'the document is signed');
    expectInState('signed');

    const shown = render(<WalkedView walk={walkCode()} />);
    const view = within(shown.container);
    expect(await view.findByRole('link', { name: 'Download the signed PDF' }, slow)).toBeVisible();
    expect(view.getByRole('link', { name: 'signature verification page' })).toHaveAttribute('href', '/verify-signature');
  }, 60_000);
});
