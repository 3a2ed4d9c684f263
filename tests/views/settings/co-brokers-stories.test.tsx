import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as coBrokerStories from '../../../stories/settings/co-brokers-panel.stories';

const stories = composeStories(coBrokerStories);

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Loading co-brokers');
  },
  Failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
  },
  Empty: async () => {
    expect(await screen.findByText('No co-brokers yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add co-broker' })).toBeEnabled();
  },
  Filled: async () => {
    const list = await screen.findByRole('list', { name: 'Co-brokers' });
    expect([...list.children].map((item) => item.getAttribute('aria-label'))).toEqual([
      'Alpha Risk Brokers',
      'Heirs Insurance Brokers Ltd',
      'Beta Brokers',
    ]);
    expect(screen.getByRole('listitem', { name: 'Heirs Insurance Brokers Ltd' })).toHaveTextContent(
      'Chidi Nwosu · placements@heirs.example · +2348031234567 · Licence NAICOM/IB/0123',
    );
    expect(screen.getByRole('button', { name: 'Reactivate Beta Brokers' })).toBeEnabled();
  },
};

describe('the co-brokers panel’s stories', () => {
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    render(<Story />);
    await expectations[name as keyof typeof stories]();
  });
});
