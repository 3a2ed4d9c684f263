import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE } from '../../../domain/messages';
import * as uploadStories from '../../../stories/machines/upload-wizard.stories';

const stories = composeStories(uploadStories);
type StoryName = keyof typeof stories;
const FILE_NAME = 'Leadway premium receipt DN-2026-0142.pdf';

/** What a person sees in each state's story; a story added without an entry here does not compile. */
const expectations: Record<StoryName, () => Promise<void>> = {
  Choosing: async () => {
    expect(await screen.findByLabelText('Choose a receipt')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
  Rejected: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_TOO_LARGE);
    expect(screen.getByLabelText('Choose a receipt')).toBeEnabled();
  },
  Chosen: async () => {
    expect(await screen.findByText(`${FILE_NAME} · 44 Bytes`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload receipt' })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Remove ${FILE_NAME}` })).toBeEnabled();
  },
  Uploading: async () => {
    expect(await screen.findByRole('progressbar', { name: `Uploading ${FILE_NAME}` })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a receipt')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  },
  Uploaded: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent(`${FILE_NAME} uploaded`);
  },
  Failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

describe('upload wizard stories', () => {
  it.each(Object.keys(expectations) as StoryName[])('%s shows its state', async (name) => {
    const Story = stories[name];
    render(<Story />);
    await expectations[name]();
  });
});
