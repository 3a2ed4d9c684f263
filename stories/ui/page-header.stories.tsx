import { Button } from '../../src/ui/button';
import { PageHeader } from '../../src/ui/page-header';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Invoices' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button>New invoice</Button>
      </>
    ),
  },
};
