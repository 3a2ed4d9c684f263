import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as mailDiagram from '../../stories/machines/mail-connection.diagram.stories';
import { expectInState, slow, take, walkCode } from '../support/walker-steps';

const { Diagram, WalkedView } = composeStories(mailDiagram);

describe('The walker on the mail connection Diagram page', () => {
  it('walks a saved connection through a passing test, and the walked view shows the answer', async () => {
    const user = userEvent.setup();
    render(<Diagram />);
    await screen.findByRole('complementary', { name: 'Walker' }, slow);
    expectInState('loading');
    await take(user, 'the connection loads', 'saved');
    expectInState('editing');
    await take(user, 'test the connection');
    expectInState('testing');
    await take(user, 'the test answers', 'passed');
    expectInState('passed');

    const shown = render(<WalkedView walk={walkCode()} />);
    expect(await within(shown.container).findByText(/Connected to smtp\.zoho\.com and signed in\./, {}, slow)).toBeVisible();
  }, 60_000);
});
