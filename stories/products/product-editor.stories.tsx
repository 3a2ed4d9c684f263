import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { MOTOR_DETAILS, REFERENCE_ANSWERS } from './product-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Products/Product editor',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/product', answers: REFERENCE_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The insurers and lines of business are on their way. */
export const Loading: Story = {
  args: { answers: { ...REFERENCE_ANSWERS, '/insurance-providers/active': PENDING, '/lineOfBusiness': PENDING } },
};

/** The lists to choose from could not be loaded. */
export const Failed: Story = {
  args: {
    answers: {
      ...REFERENCE_ANSWERS,
      '/insurance-providers/active': failure('Network error, please try again', undefined, 'NETWORK_ERROR'),
      '/lineOfBusiness': failure('Network error, please try again', undefined, 'NETWORK_ERROR'),
    },
  },
};

/** A blank product, ready to fill in. */
export const Empty: Story = {};

/** A saved product being duplicated: its details and parts, under a new name. */
export const Filled: Story = { args: { path: '/product', answers: REFERENCE_ANSWERS, routeState: { draft: MOTOR_DETAILS } } };
