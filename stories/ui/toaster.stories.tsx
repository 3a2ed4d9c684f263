import { NEW_NOTIFICATION, PREMIUM_REMITTANCE_FAILED, PREMIUM_REMITTED, PROCESSING } from '../../domain/messages';
import { Button } from '../../src/ui/button';
import { Toaster, notify } from '../../src/ui/toaster';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="flex flex-wrap gap-2 p-6">
      <Toaster />
      <Button onClick={() => notify.loading(PROCESSING)}>Loading</Button>
      <Button onClick={() => notify.success(PREMIUM_REMITTED)}>Success</Button>
      <Button variant="danger" onClick={() => notify.error(PREMIUM_REMITTANCE_FAILED)}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => notify.success(NEW_NOTIFICATION)}>
        New notification
      </Button>
      <Button variant="ghost" onClick={() => notify.dismiss()}>
        Dismiss
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only one toast is shown at a time: each button replaces the current toast. */
export const OneAtATime: Story = {};
