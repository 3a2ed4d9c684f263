import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as settingsStories from '../../../stories/claims/claim-settings.stories';
import type { ComponentType } from 'react';

beforeAll(async () => {
  await import('../../../src/features/claims/claim-settings-page');
});

const slow = { timeout: 5000 };
const stories = composeStories(settingsStories);

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading claim settings', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Loading checklists')).toBeInTheDocument();
  },
  Failed: async () => waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2), slow),
  Filled: async () => {
    expect(await screen.findByRole('textbox', { name: /^Days a claim may stay open/ }, slow)).toHaveValue('90');
    expect(await screen.findByRole('form', { name: 'Motor checklist' }, slow)).toHaveTextContent('Default list');
  },
  Customised: async () => {
    expect(await screen.findByRole('form', { name: 'Fire checklist' }, slow)).toHaveTextContent('Customised');
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeInTheDocument();
  },
  ChecklistErrors: async () =>
    waitFor(() => expect(screen.getByRole('textbox', { name: 'Document 2' })).toHaveAccessibleDescription('Listed twice'), slow),
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the claim settings stories', { timeout: 20_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof stories)[]).map(
      (name) => [name, stories[name] as ComponentType & (typeof stories)[typeof name]] as const,
    ),
  )('%s', async (name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    await expectations[name]();
  });
});
