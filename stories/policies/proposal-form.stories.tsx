import { userEvent, within } from 'storybook/test';
import { failure, PENDING, ScreenStory } from '../support/screen-story';
import {
  ACCEPTED_QUOTE,
  ACTIVE_POLICY,
  billableAnswer,
  INVOICE_ID,
  PAID_FOR_POLICY,
  POLICY_ID,
  policyAnswer,
  PROPOSAL,
  PROPOSAL_FORM_ANSWERS,
  QUOTE_ID,
  RENEWABLE_ID,
  RENEWABLE_POLICY,
  RENEWING_ID,
} from './form-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The proposal form over a stub API, signed in as an admin (who may create and update policies). */
const meta = {
  title: 'Screens/Policies/Proposal form',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/policy/new', answers: PROPOSAL_FORM_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const quote = `/quote/${QUOTE_ID}`;
const invoice = `/invoice/${INVOICE_ID}`;
const policy = `/policies/${POLICY_ID}`;
const quoteAnswer = { success: true, data: ACCEPTED_QUOTE };

/** The terms saved as loaded, with the button named `label` (the story's play). */
const save =
  (label: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup().click(await canvas.findByRole('button', { name: label }, { timeout: 5000 }));
  };

/** From nothing: today's start, the client and product to find. */
export const New: Story = {};

/** From an accepted quote: its client, product, period, amounts, covers, items and shares. */
export const FromQuote: Story = {
  args: { path: `/quotes/${QUOTE_ID}/createPolicy`, answers: { ...PROPOSAL_FORM_ANSWERS, [quote]: quoteAnswer } },
};

/** From a paid invoice: its premium and commission are the policy's and cannot be typed. */
export const FromInvoice: Story = {
  args: {
    path: `/account/invoices/${INVOICE_ID}/createPolicy`,
    answers: { ...PROPOSAL_FORM_ANSWERS, [invoice]: billableAnswer(PAID_FOR_POLICY) },
  },
};

export const LoadingQuote: Story = {
  args: { path: `/quotes/${QUOTE_ID}/createPolicy`, answers: { ...PROPOSAL_FORM_ANSWERS, [quote]: PENDING } },
};

/** A proposal's own terms, to change before cover starts. */
export const Edit: Story = {
  args: { path: `/policy/${POLICY_ID}/edit`, answers: { ...PROPOSAL_FORM_ANSWERS, [policy]: policyAnswer(PROPOSAL) } },
};

/** On cover: a change is an endorsement, so the form is not offered. */
export const NotEditable: Story = {
  args: { path: `/policy/${POLICY_ID}/edit`, answers: { ...PROPOSAL_FORM_ANSWERS, [policy]: policyAnswer(ACTIVE_POLICY) } },
};

/** The quote's terms sent, waiting for the server's answer: the form is locked, the button busy. */
export const Saving: Story = {
  args: {
    path: `/quotes/${QUOTE_ID}/createPolicy`,
    answers: { ...PROPOSAL_FORM_ANSWERS, [quote]: quoteAnswer, '/policies': PENDING },
  },
  play: save('Create proposal'),
};

/** The server refused the invoice and the end date: each message under its field, what was typed kept. */
export const ServerFieldErrors: Story = {
  args: {
    path: `/policy/${POLICY_ID}/edit`,
    answers: {
      ...PROPOSAL_FORM_ANSWERS,
      [policy]: (options: { method?: string }) => {
        if (options.method !== 'PUT') return policyAnswer(PROPOSAL);
        throw failure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
          sumInsured: 'The sum insured must be at least the items’ sums insured',
          'items.0.description': 'Describe the vehicle: make, model and registration',
        });
      },
    },
  },
  play: save('Save changes'),
};

export const LoadFailed: Story = {
  args: {
    path: `/policy/${POLICY_ID}/edit`,
    answers: { ...PROPOSAL_FORM_ANSWERS, [policy]: failure('Network error, please try again', undefined, 'NETWORK_ERROR') },
  },
};

const renewable = `/policies/${RENEWABLE_ID}`;

/** The renewal of a policy on cover: its terms, for the period that follows its own. */
export const Renewal: Story = {
  args: {
    path: `/policy/new?renewalOf=${RENEWABLE_ID}`,
    answers: { ...PROPOSAL_FORM_ANSWERS, [renewable]: policyAnswer(RENEWABLE_POLICY) },
  },
};

/** A policy already renewed is not renewed twice: the way to the policy that renews it. */
export const AlreadyRenewed: Story = {
  args: {
    path: `/policy/new?renewalOf=${RENEWABLE_ID}`,
    answers: { ...PROPOSAL_FORM_ANSWERS, [renewable]: policyAnswer({ ...RENEWABLE_POLICY, renewed_by: RENEWING_ID }) },
  },
};

/** An agent may read policies but not propose them. */
export const NotAllowed: Story = { args: { role: 'agent' } };
