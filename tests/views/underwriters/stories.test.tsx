import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as insurerStories from '../../../stories/underwriters/insurer-page.stories';
import * as listStories from '../../../stories/underwriters/insurers-page.stories';

const list = composeStories(listStories);
const insurer = composeStories(insurerStories);

// Lazy screens take a moment to load the first time.
const slow = { timeout: 5000 };

/** What a person sees in each story; a story added without an entry here does not compile. */
const listExpectations: Record<keyof typeof list, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading insurers', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Underwriters' })).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  Empty: async () => {
    expect(await screen.findByText('No insurers yet', {}, slow)).toBeInTheDocument();
  },
  Filled: async () => {
    const table = await screen.findByRole('table', { name: 'Insurers', busy: false }, slow);
    expect(within(table).getByRole('link', { name: 'Leadway Assurance Company Limited' })).toHaveAttribute('href', '/underwriter/7');
    expect(within(table).getByRole('row', { name: /Okoye Mutual Assurance Ltd/ })).toHaveTextContent('Added by your brokerage');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add insurer' })).toBeEnabled();
  },
};

const insurerExpectations: Record<keyof typeof insurer, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading the insurer', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Insurer not found');
    expect(screen.getByRole('link', { name: '← All insurers' })).toHaveAttribute('href', '/underwriters');
  },
  Empty: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadway Assurance Company Limited' }, slow)).toBeInTheDocument();
    expect(screen.getByText('No underwriters yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add underwriter' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit insurer' })).not.toBeInTheDocument();
  },
  Filled: async () => {
    const desk = await screen.findByRole('listitem', { name: 'Ikoyi Corporate Desk' }, slow);
    expect(within(desk).getByRole('listitem', { name: 'Tolu Bankole' })).toHaveTextContent('Head, Corporate Underwriting');
    expect(screen.getAllByRole('listitem', { name: /Branch|Desk/ }).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Abuja Branch',
      'Ikoyi Corporate Desk',
    ]);
  },
  OwnInsurer: async () => {
    expect(await screen.findByRole('button', { name: 'Edit insurer' }, slow)).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Insurer details' })).getByText('Added by your brokerage')).toBeInTheDocument();
  },
};

describe('the underwriters screens’ stories', () => {
  it.each(Object.entries(list))('insurers list: %s', async (name, Story) => {
    render(<Story />);
    await listExpectations[name as keyof typeof list]();
  });

  it.each(Object.entries(insurer))('insurer page: %s', async (name, Story) => {
    render(<Story />);
    await insurerExpectations[name as keyof typeof insurer]();
  });
});
