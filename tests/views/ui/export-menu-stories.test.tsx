import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from '../../../stories/ui/export-menu.stories';
import type { ComponentType } from 'react';

const story = composeStories(stories);

beforeEach(() => {
  toast.remove();
});

const progress = () => screen.findByRole('progressbar', { name: 'Exporting invoices' });

/** What a person sees in each story, after its play; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof story, () => Promise<unknown>> = {
  Idle: async () => {
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
  ExportingKnownTotal: async () => {
    const bar = await progress();
    expect(bar).toHaveAttribute('aria-valuenow', '312');
    expect(bar).toHaveAttribute('aria-valuemax', '1204');
    expect(screen.getByText('312 of 1,204 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  },
  ExportingEstimatedTotal: async () => {
    expect(await progress()).toHaveAttribute('aria-valuemax', '90000');
    expect(screen.getByText('15,480 of about 90,000 rows')).toBeInTheDocument();
  },
  ExportingUnknownTotal: async () => {
    const bar = await progress();
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', '1.4 Mb received');
    expect(screen.getByText('1.4 Mb received')).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByText('The invoices could not be exported: You do not have permission to view invoices')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  },
};

describe('the export menu stories', { timeout: 20_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof story)[]).map(
      (name) => [name, story[name] as ComponentType & (typeof story)[typeof name]] as const,
    ),
  )('%s', async (name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    await expectations[name]();
  });
});
