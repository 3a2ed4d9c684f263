import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as mailStories from '../../../stories/machines/mail-connection.stories';

const stories = composeStories(mailStories);
type StoryName = keyof typeof stories;

const button = (name: string) => screen.getByRole('button', { name });
const recentMail = () => screen.getByRole('list', { name: 'Recent mail' });

/** What a person sees in each state's story; a story added without an entry here does not compile. */
const expectations: Record<StoryName, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the mail connection');
  },
  LoadFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(button('Try again')).toBeEnabled();
  },
  EditingEmpty: async () => {
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mail server' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Port' })).toHaveValue(587);
    expect(screen.getByText('No password is set')).toBeInTheDocument();
    expect(screen.getByText('The brokerage has sent no mail yet.')).toBeInTheDocument();
  },
  EditingSaved: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Mail connection saved');
    expect(screen.getByText('In use')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', '•••••••• (set)');
    expect(screen.getByText('A password is set: leave this blank to keep it')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mail server' })).toHaveValue('smtp.zoho.com');
    expect(screen.getByRole('checkbox', { name: 'Send me a test mail' })).toBeChecked();
    const failed = within(recentMail()).getByRole('listitem', { name: 'Your policy renews on 2026-12-31 to bounce@example.ng' });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('550 No mailbox here (tried 2 times, next try 2026-11-27 11:07)');
    expect(within(recentMail()).getByRole('listitem', { name: /^You are invited/ })).toHaveTextContent('Office server');
  },
  EditingInvalid: async () => {
    expect(await screen.findByRole('textbox', { name: 'Mail server' })).toHaveAccessibleDescription(
      'e.g. smtp.example.ng Enter the mail server’s name, e.g. smtp.example.ng',
    );
    expect(screen.getByRole('textbox', { name: 'Sender address' })).toHaveAccessibleDescription('Enter a valid email address');
  },
  Saving: async () => {
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(button('Test connection')).toBeDisabled();
  },
  Testing: async () => {
    expect(await screen.findByRole('button', { name: 'Test connection' })).toHaveAttribute('aria-busy', 'true');
    expect(button('Save')).toBeDisabled();
  },
  Passed: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Test passed: Connected to smtp.zoho.com and signed in, and sent a test mail to admin@demo.ng.',
    );
  },
  Failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Test failed: smtp.zoho.com refused the user name or password.');
    expect(screen.getByText('Not in use')).toBeInTheDocument();
  },
};

describe('mail connection stories', () => {
  it.each(Object.keys(expectations) as StoryName[])('%s shows its state', async (name) => {
    const Story = stories[name];
    render(<Story />);
    await expectations[name]();
  });
});
