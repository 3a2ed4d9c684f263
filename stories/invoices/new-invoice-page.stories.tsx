import { CLIENTS, clientsAnswer } from '../chart-of-accounts/fixtures';
import { PRIVATE_MOTOR, productsAnswer, SCHENGEN } from '../products/product-fixtures';
import { coBroker, coBrokersAnswer } from '../settings/co-brokers-fixtures';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { AIICO, CUSTODIAN, insurersAnswer, LEADWAY } from '../underwriters/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Invoices/New invoice',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/new/invoice', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOOKUPS: ScreenAnswers = {
  '/client/search': clientsAnswer(CLIENTS),
  '/product': productsAnswer([PRIVATE_MOTOR, SCHENGEN]),
  '/cobrokers': coBrokersAnswer([coBroker('cb-7', 'Hamilton Brokers Ltd'), coBroker('cb-8', 'Alpha Risk Brokers')]),
  '/insurance-providers/active': insurersAnswer([AIICO, LEADWAY, CUSTODIAN]),
};

/** The empty form: the products listed, the client found as typed. */
export const Ready: Story = { args: { answers: LOOKUPS } };

/** The co-brokers and insurers are still on their way. */
export const LoadingShares: Story = { args: { answers: { ...LOOKUPS, '/cobrokers': PENDING, '/insurance-providers/active': PENDING } } };

export const SharesFailed: Story = {
  args: { answers: { ...LOOKUPS, '/cobrokers': failure('Network error, please try again', undefined, 'NETWORK_ERROR') } },
};

/** An agent without 'Create Invoice'. */
export const Forbidden: Story = { args: { role: 'agent', answers: LOOKUPS } };
