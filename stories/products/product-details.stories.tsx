import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { BARE_DETAILS, MOTOR_DETAILS, REFERENCE_ANSWERS, TRAVEL_DETAILS } from './product-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Products/Product details',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/product/${MOTOR_DETAILS.product_id}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const product = (id: string, answer: unknown): ScreenAnswers => ({ ...REFERENCE_ANSWERS, [`/product/${id}`]: answer });

export const Loading: Story = { args: { answers: product(MOTOR_DETAILS.product_id, PENDING) } };

/** Not a product of this brokerage. */
export const Failed: Story = { args: { answers: product(MOTOR_DETAILS.product_id, failure('Product not found', 404, 'NOT_FOUND')) } };

/** A product saved with its main details only. */
export const Empty: Story = {
  args: { path: `/product/${BARE_DETAILS.product_id}`, answers: product(BARE_DETAILS.product_id, { success: true, data: BARE_DETAILS }) },
};

export const Filled: Story = { args: { answers: product(MOTOR_DETAILS.product_id, { success: true, data: MOTOR_DETAILS }) } };

/** A travel product, with its travel plans. */
export const Travel: Story = {
  args: {
    path: `/product/${TRAVEL_DETAILS.product_id}`,
    answers: product(TRAVEL_DETAILS.product_id, { success: true, data: TRAVEL_DETAILS }),
  },
};

/** An archived product: it can be restored, not changed. */
export const Archived: Story = {
  args: {
    answers: product(MOTOR_DETAILS.product_id, {
      success: true,
      data: { ...MOTOR_DETAILS, archived: true, archived_at: '2026-03-01T09:00:00.000Z' },
    }),
  },
};
