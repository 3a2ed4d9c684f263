import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import {
  DELETED_INVOICE,
  HALF_REMITTED_INVOICE,
  invoicesAnswer,
  PARTLY_PAID_INVOICE,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
} from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Invoices/Invoice list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/invoices', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = (answer: unknown): ScreenAnswers => ({ '/invoice/': answer });

const invoice = (id: number, no: string, base: typeof PENDING_INVOICE) => ({
  ...base,
  invoice_id: `0f6b1c2a-4d3e-4f50-8a61-${String(id).padStart(12, '0')}`,
  invoice_no: no,
});

const MIXED = [
  invoice(1, 'DN-2026-0142', PENDING_INVOICE),
  invoice(2, 'DN-2026-0141', PARTLY_PAID_INVOICE),
  invoice(3, 'DN-2026-0140', HALF_REMITTED_INVOICE),
  invoice(4, 'DN-2026-0139', PENDING_DELETION_INVOICE),
  invoice(5, 'DN-2026-0138', DELETED_INVOICE),
];

export const Loading: Story = { args: { answers: listing(PENDING) } };

export const Failed: Story = { args: { answers: listing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

export const Empty: Story = { args: { answers: listing(invoicesAnswer([])) } };

/** Every status, with the modes each row offers. */
export const Filled: Story = { args: { answers: listing(invoicesAnswer(MIXED, 1, 3, 47)) } };

/** An agent who may read invoices but not raise one: no New invoice button. */
export const ReadOnly: Story = { args: { role: 'agent', answers: listing(invoicesAnswer(MIXED)) } };
