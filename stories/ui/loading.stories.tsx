import { Loading } from '../../src/ui/loading';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Loading',
  component: Loading,
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const WithLabel: Story = { args: { label: 'Loading invoices' } };
export const FullPage: Story = { args: { fullPage: true, label: 'Signing you in' }, parameters: { layout: 'fullscreen' } };
