import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as invoiceDiagram from '../../stories/machines/invoice-lifecycle.diagram.stories';
import { expectInState, slow, take, walkCode, walker } from '../support/walker-steps';

const { Diagram, WalkedView } = composeStories(invoiceDiagram);
const NO = 'DN-2026-0142';

/**
 * The real view of the walked state: the page frames the Walked view story with the walk's code (in a
 * document of its own, so that the app's modals leave the walker usable); the test renders that story
 * with the same code, checks it, and takes it away before the next click.
 */
async function expectView(check: (view: ReturnType<typeof within>) => Promise<unknown>) {
  const code = walkCode();
  expect(screen.getByTitle('The real view of the current state')).toHaveAttribute('src', expect.stringContaining(`args=walk:${code}`));
  const shown = render(<WalkedView walk={code} />);
  await check(within(shown.container.ownerDocument.body));
  shown.unmount();
}

const expectIn = async (state: string) => {
  expectInState(state);
  // The drawing highlights the same state.
  expect(
    await screen.findByRole('link', { name: new RegExp(`^State ${state.replace(/\./g, '\\.')}(, .*)?, current$`) }, slow),
  ).toBeVisible();
};

describe('The walker on the invoice lifecycle Diagram page', () => {
  it('walks an invoice from payment pending to fully remitted by its event buttons, showing each state real view', async () => {
    const user = userEvent.setup();
    render(<Diagram />);
    await screen.findByRole('complementary', { name: 'Walker' }, slow);
    await expectIn('loading');

    await take(user, 'the invoice loads', 'pending');
    await expectIn('viewing.paymentPending');
    await expectView((view) => view.findByRole('heading', { level: 1, name: `Invoice ${NO}` }, slow));

    await take(user, 'add payment');
    await expectIn('addPayment.editing');
    await expectView((view) => view.findByRole('dialog', { name: `Add payment · ${NO}` }, slow));

    await take(user, 'edit payment', '{"modeOfPayment":"Cash","amount":"1000.00"}');
    await take(user, 'submit');
    await expectIn('addPayment.submitting');
    await take(user, 'payment succeeds', 'paid');
    await expectIn('addPayment.createPolicyPrompt');
    await expectView((view) => view.findByRole('dialog', { name: 'Create Policy Proposal' }, slow));
    await take(user, 'skip creating the policy');
    await expectIn('viewing.paid');
    // A paid invoice takes no more payments: the guard that blocks it says so.
    expect(within(walker()).getByRole('button', { name: 'add payment' })).toBeDisabled();
    expect(within(walker()).getByRole('button', { name: 'add payment' })).toHaveAccessibleDescription(/^Blocked by guard mayPay/);

    await take(user, 'remit premium');
    await expectIn('remitPremium.editing');
    await expectView((view) => view.findByRole('dialog', { name: `Remit Premium · ${NO}` }, slow));
    await take(
      user,
      'edit premium remittance',
      '{"remittanceType":"Full Remittance","remittanceMode":"Bank Transfer","remittanceBankName":"Access Bank"}',
    );
    await take(user, 'submit');
    await expectIn('remitPremium.submitting');
    await take(user, 'premium remittance succeeds');
    await expectIn('remitPremium.done');
    await take(user, 'close');
    await expectIn('viewing.paid');
    await expectView((view) => view.findByText(/PAID - Fully Remitted/, {}, slow));

    const steps = within(within(walker()).getByRole('region', { name: 'Path walked' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'the invoice loads (pending)',
      'add payment',
      'edit payment ({"modeOfPayment":"Cash","amount":"1000.00"})',
      'submit',
      'payment succeeds (paid)',
      'skip creating the policy',
      'remit premium',
      'edit premium remittance ({"remittanceType":"Full Remittance","remittanceMode":"Bank Transfer","remittanceBankName":"Access Bank"})',
      'submit',
      'premium remittance succeeds (remitted)',
      'close',
    ]);
  }, 60_000);
});
