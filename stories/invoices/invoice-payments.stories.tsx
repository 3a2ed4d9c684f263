import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { PAID_INVOICE, PAYMENTS, paymentsAnswer, PENDING_INVOICE } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Invoices/Invoice payments',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/invoice/DN-2026-0142/payments', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (answer: unknown): ScreenAnswers => ({ '/invoice/DN-2026-0142/payments': answer });

export const Loading: Story = { args: { answers: showing(PENDING) } };
export const NotFound: Story = { args: { answers: showing(failure('Invoice not found', 404, 'NOT_FOUND')) } };
export const NoPaymentYet: Story = { args: { answers: showing(paymentsAnswer([], PENDING_INVOICE)) } };
/** Paid in two instalments. */
export const TwoPayments: Story = { args: { answers: showing(paymentsAnswer(PAYMENTS, PAID_INVOICE)) } };
