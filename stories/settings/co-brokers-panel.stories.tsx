import { CoBrokersPanel } from '../../src/features/settings/co-brokers-panel';
import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { ALPHA, BETA, coBrokersAnswer, HEIRS } from './co-brokers-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Settings/Co-brokers',
  component: ScreenStory,
  args: { answers: {} },
  render: (args) => (
    <ScreenStory {...args}>
      <CoBrokersPanel />
    </ScreenStory>
  ),
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { answers: { '/cobrokers': PENDING } } };

export const Failed: Story = {
  args: { answers: { '/cobrokers': failure('Network error, please try again', undefined, 'NETWORK_ERROR') } },
};

export const Empty: Story = { args: { answers: { '/cobrokers': coBrokersAnswer([]) } } };

/** Active co-brokers first, then one that was deactivated. */
export const Filled: Story = { args: { answers: { '/cobrokers': coBrokersAnswer([ALPHA, HEIRS, BETA]) } } };
