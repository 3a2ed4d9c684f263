import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { historyAnswer, NGN, USD, USD_RATES } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Accounts/Exchange rate history',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/account/exchangeRate/${USD.exchange_rate_id}/history`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (of: string, answer: unknown): ScreenAnswers => ({ [`/accounting/exchange-rates/${of}/history`]: answer });

/** The first visit while the rates are on their way. */
export const Loading: Story = { args: { answers: answers(USD.exchange_rate_id, PENDING) } };

/** An address naming no currency of the brokerage. */
export const NotFound: Story = { args: { answers: answers(USD.exchange_rate_id, failure('Currency not found', 404, 'NOT_FOUND')) } };

/** The naira: no rates recorded, its rate is always 1. */
export const Naira: Story = {
  args: { path: `/account/exchangeRate/${NGN.exchange_rate_id}/history`, answers: answers(NGN.exchange_rate_id, historyAnswer(NGN, [])) },
};

/** The dollar's rates, the newest first, over two pages. */
export const Filled: Story = { args: { answers: answers(USD.exchange_rate_id, historyAnswer(USD, USD_RATES, 1, 2, 23)) } };
