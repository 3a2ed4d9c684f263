import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { OLD_FLEET, PRIVATE_MOTOR, productsAnswer, REFERENCE_ANSWERS, SCHENGEN } from './product-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Products/Products list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/products', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (live: unknown, archived: unknown = productsAnswer([OLD_FLEET])): ScreenAnswers => ({
  ...REFERENCE_ANSWERS,
  '/product': live,
  '/product/archive': archived,
});

/** The first visit while the list is on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A brokerage that has not set up a product yet. */
export const Empty: Story = { args: { answers: answers(productsAnswer([])) } };

/** Live products of two insurers, over two pages. */
export const Filled: Story = { args: { answers: answers(productsAnswer([PRIVATE_MOTOR, SCHENGEN], 1, 2)) } };

/** Someone who may read products but not manage them: no new product, no archive. */
export const ReadOnly: Story = { args: { role: 'agent', answers: answers(productsAnswer([PRIVATE_MOTOR, SCHENGEN])) } };
