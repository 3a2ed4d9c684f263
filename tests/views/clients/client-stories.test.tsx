import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXPIRED_ID_WARNING } from '../../../src/features/clients/identity-fields';
import * as allClients from '../../../stories/clients/all-clients.stories';
import * as details from '../../../stories/clients/client-details.stories';
import * as edit from '../../../stories/clients/client-edit.stories';
import * as setup from '../../../stories/clients/client-setup.stories';
import * as directors from '../../../stories/clients/directors.stories';
import type { ComponentType } from 'react';

const loading = (label: string) => async () => {
  expect(await screen.findByText(label)).toBeInTheDocument();
};
const alert = (text: string | RegExp) => async () => {
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
};
const heading = (name: string) => async () => {
  expect(await screen.findByRole('heading', { name, level: 1 })).toBeInTheDocument();
};

/** What a person sees in each story; a story added without an entry here fails "each have an expectation". */
const expectations = {
  allClients: {
    Empty: async () => {
      expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    },
    Loading: loading('Loading clients'),
    Failed: alert('Network error, please try again'),
    Filled: async () => {
      expect(await screen.findByRole('link', { name: 'Eko Logistics Limited' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Dangote Cement Plc' }).closest('tr')).toHaveTextContent('Inactive');
      expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    },
  },
  setup: {
    Empty: async () => {
      expect(await screen.findByRole('radio', { name: /Individual client/ })).toBeInTheDocument();
    },
    Loading: async () => {
      expect(await screen.findByRole('combobox', { name: 'State' })).toBeDisabled();
    },
    Failed: async () => {
      expect(await screen.findByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(/could not be loaded: Network error/);
    },
    Filled: async () => {
      expect(await screen.findByRole('button', { name: 'Save client' })).toBeEnabled();
      expect(screen.getByRole('region', { name: 'Director 2' })).toHaveTextContent('Yes — Former Commissioner for Commerce, Kano State');
    },
    Directors: async () => {
      expect(await screen.findByRole('region', { name: 'Director 2' })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Director 1' })).getByRole('textbox', { name: 'First name' })).toHaveValue(
        'Babatunde',
      );
    },
  },
  details: {
    IndividualLoading: loading('Loading client'),
    IndividualFailed: alert('An error occurred. Please try again.'),
    IndividualEmpty: async () => {
      await heading('Musa Abdullahi')();
      expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    },
    IndividualFilled: async () => {
      await heading('Mrs Adaeze Chinwe Okonkwo')();
      expect(screen.getByText(EXPIRED_ID_WARNING)).toBeInTheDocument();
      expect(screen.getByText('Yes — Member, Lagos State House of Assembly')).toBeInTheDocument();
    },
    CorporateLoading: loading('Loading client'),
    CorporateFailed: alert('This client does not exist, or belongs to another brokerage.'),
    CorporateEmpty: async () => {
      expect(await screen.findByText('No directors yet')).toBeInTheDocument();
    },
    CorporateFilled: async () => {
      expect(await screen.findByRole('rowheader', { name: 'Hajiya Amina Yusuf' })).toBeInTheDocument();
    },
  },
  edit: {
    Loading: loading('Loading client'),
    Failed: alert('An error occurred. Please try again.'),
    Empty: async () => {
      expect(await screen.findByRole('textbox', { name: 'Occupation' })).toHaveValue('');
    },
    Filled: async () => {
      expect(await screen.findByRole('textbox', { name: 'Middle name' })).toHaveValue('Chinwe');
    },
    Corporate: async () => {
      expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Eko Logistics Limited');
    },
  },
  directors: {
    Empty: async () => {
      expect(await screen.findByRole('button', { name: 'Add director' })).toBeInTheDocument();
    },
    Loading: loading('Loading company'),
    Failed: alert('Network error, please try again'),
    Filled: async () => {
      expect(await screen.findByRole('table', { name: 'Directors' })).toHaveTextContent('Babatunde Adeyemi');
    },
  },
} satisfies Record<string, Record<string, () => Promise<void>>>;

const files = {
  allClients: composeStories(allClients),
  setup: composeStories(setup),
  details: composeStories(details),
  edit: composeStories(edit),
  directors: composeStories(directors),
};

describe.each(Object.keys(files) as (keyof typeof files)[])('the %s stories', (file) => {
  const stories = files[file] as Record<string, ComponentType>;
  const expected = expectations[file] as Record<string, () => Promise<void>>;

  it('each have an expectation', () => {
    expect(Object.keys(stories).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(stories))('%s shows what it says', async (name) => {
    const Story = stories[name]!;
    render(<Story />);
    await expected[name]!();
  });
});
