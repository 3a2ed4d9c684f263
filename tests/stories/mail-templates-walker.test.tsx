import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as templatesDiagram from '../../stories/machines/mail-templates.diagram.stories';
import { expectInState, slow, take, walkCode } from '../support/walker-steps';

const { Diagram, WalkedView } = composeStories(templatesDiagram);

describe('The walker on the mail templates Diagram page', () => {
  it('walks the invoice mail to a preview from a real invoice, and the walked view shows it', async () => {
    const user = userEvent.setup();
    render(<Diagram />);
    await screen.findByRole('complementary', { name: 'Walker' }, slow);
    expectInState('loading');
    await take(user, 'the templates load', 'customised');
    expectInState('browsing');
    await take(user, 'edit a kind of mail');
    expectInState('editing');
    await take(user, 'preview from a real record');
    expectInState('previewing');
    await take(user, 'the preview answers');
    expectInState('editing');

    const shown = render(<WalkedView walk={walkCode()} />);
    expect(await within(shown.container).findByText('Filled from Invoice INV/2026/0003: Chiamaka Nwosu', {}, slow)).toBeVisible();
  }, 60_000);
});
