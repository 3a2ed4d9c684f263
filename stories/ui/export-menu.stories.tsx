import { userEvent, within } from 'storybook/test';
import { ApiFailure } from '../../src/api/errors';
import { ExportMenu, type Exporter } from '../../src/ui/export-menu';
import { Toaster } from '../../src/ui/toaster';
import type { ExportedFile, ExportFormat, ExportProgress } from '../../domain/list-export';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** An export that reports `progress` and then stays in flight. */
const stillExporting =
  (progress: ExportProgress): Exporter =>
  (_format, { onProgress }) => {
    onProgress(progress);
    return new Promise(() => {});
  };

const savedAt = (format: ExportFormat): ExportedFile => ({
  file: new Blob(['Invoice,Client\r\nDN-2026-0142,Dangote Cement Plc\r\n'], { type: 'text/csv' }),
  fileName: `invoices-2026-11-27.${format}`,
  rows: 1,
});

const saving: Exporter = (format) => Promise.resolve(savedAt(format));

/** Export pressed, then the format (the story's play). */
const choose =
  (format: 'CSV' | 'Excel') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement.ownerDocument.body);
    await user.click(await within(canvasElement).findByRole('button', { name: 'Export' }));
    await user.click(await canvas.findByRole('menuitem', { name: format }));
  };

const meta = {
  title: 'UI/ExportMenu',
  component: ExportMenu,
  args: { subject: 'invoices', exporter: saving },
  decorators: [
    (Story) => (
      <div className="flex min-h-40 justify-end p-4">
        <Story />
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof ExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** A CSV whose row count the server gave: rows received of rows expected. */
export const ExportingKnownTotal: Story = {
  args: { exporter: stillExporting({ bytes: 41_250, rows: 312, expectedRows: 1204, estimated: false }) },
  play: choose('CSV'),
};

/** A CSV of a list whose count is an estimate. */
export const ExportingEstimatedTotal: Story = {
  args: { exporter: stillExporting({ bytes: 2_100_000, rows: 15_480, expectedRows: 90_000, estimated: true }) },
  play: choose('CSV'),
};

/** Excel, whose rows cannot be counted as it arrives: the bytes received. */
export const ExportingUnknownTotal: Story = {
  args: { exporter: stillExporting({ bytes: 1_468_006, rows: null, expectedRows: null, estimated: false }) },
  play: choose('Excel'),
};

/** The server refused: its words in a toast, nothing saved, the menu back. */
export const Failed: Story = {
  args: { exporter: () => Promise.reject(new ApiFailure('You do not have permission to view invoices', 403, 'FORBIDDEN')) },
  play: choose('CSV'),
};
