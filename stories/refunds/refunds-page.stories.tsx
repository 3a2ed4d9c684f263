import { userEvent, within } from 'storybook/test';
import { PERMISSION_CATALOGUE, type PermissionName } from '../../domain/permissions';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { cashAccountsAnswer, DUE_TO_CLIENT, NO_TOTALS, REFUNDS, refundsAnswer } from './refund-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const LIST = '/policies/allRefund';
const PAY = `/policies/allRefund/${DUE_TO_CLIENT.refund_id}/payment`;

/**
 * /policies/allRefund, the "Refunded Premium" page, over a stub API, signed in as an admin (who may
 * pay refunds): loading, empty, failed and filled, the Pay client dialog and its refusal, and an
 * agent who may only read the list.
 */
const meta = {
  title: 'Screens/Policies/Refunded premium',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: LIST, answers: { [LIST]: refundsAnswer(REFUNDS), '/accounting/accounts': cashAccountsAnswer() } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPayment = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.setup().click(await canvas.findByRole('button', { name: /^Pay client RFD/ }, { timeout: 5000 }));
};

export const Loading: Story = { args: { answers: { [LIST]: PENDING } } };

export const Empty: Story = { args: { answers: { [LIST]: refundsAnswer([], NO_TOTALS) } } };

export const Failed: Story = {
  args: { answers: { [LIST]: failure('Network error, please try again', undefined, 'NETWORK_ERROR') } },
};

/** One refund awaiting the insurer, one due to the client (Pay client), one paid; the totals over every page above. */
export const Filled: Story = {};

/** Pay client open on the refund due: today's date, the cash and bank accounts to pay from. */
export const Paying: Story = { play: openPayment };

/** The insurer's share is not back after all: the server's 409 shows in the dialog, what was typed stays. */
export const PaymentRefused: Story = {
  args: {
    answers: {
      [LIST]: refundsAnswer(REFUNDS),
      '/accounting/accounts': cashAccountsAnswer(),
      [PAY]: failure("The insurer's share has not come back yet: receive it on invoice INV/2026/000140 first", 409, 'CONFLICT'),
    },
  },
  play: async (context) => {
    await openPayment(context);
    const dialog = within(await within(document.body).findByRole('dialog', {}, { timeout: 5000 }));
    const user = userEvent.setup();
    await user.selectOptions(dialog.getByRole('combobox', { name: /Mode of payment/ }), 'Bank Transfer');
    await user.click(dialog.getByRole('button', { name: 'Pay client' }));
  },
};

const held = (...names: PermissionName[]) =>
  PERMISSION_CATALOGUE.filter((permission) => names.includes(permission.value)).map((permission, index) => ({
    permission_id: index + 1,
    value: permission.value,
    area: permission.area,
    description: permission.description,
    direct: true,
    roles: [],
    groups: [],
  }));

/** An agent who holds 'View Policies' but not 'Manage Refunds' reads the list and pays nothing. */
export const ForAReader: Story = {
  args: {
    role: 'agent',
    answers: {
      [LIST]: refundsAnswer(REFUNDS),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: { success: true, data: held('View Policies'), meta: { admin: false } },
    } satisfies ScreenAnswers,
  },
};

/** An agent without 'View Policies' is told so. */
export const NotAllowed: Story = { args: { role: 'agent', answers: { [LIST]: refundsAnswer(REFUNDS) } } };
