import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '../../domain/messages';
import * as sessionStories from '../../stories/machines/session.stories';
import { STORY_PEOPLE } from '../../stories/support/session-story';

const stories = composeStories(sessionStories);
type StoryName = keyof typeof stories;

const mainNavigation = () => screen.findByRole('navigation', { name: 'Main' });

function expectBusy(button: HTMLElement) {
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
}

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<StoryName, () => Promise<void>> = {
  Checking: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
  SignedOutIdle: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
  SignedOutFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
  SigningIn: async () => {
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  },
  PasswordChangeRequired: async () => {
    // Started at /dashboard: RequireSession sends a pending password change to /change-password.
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
  ChangingPassword: async () => {
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  },
  CheckingSubscription: async () => {
    expect(await mainNavigation()).toBeInTheDocument();
    // The dashboard is a screen of its own now, loaded on first visit.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
  SubscriptionRequired: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a subscription plan' });
    expect(within(dialog).getByRole('button', { name: 'View plans' })).toBeInTheDocument();
  },
  ActiveAdmin: async () => {
    const nav = await mainNavigation();
    expect(within(nav).getByRole('button', { name: 'Accounts' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Remittance Mgmt' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Manage Users' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
  ActiveBroker: async () => {
    const nav = await mainNavigation();
    expect(within(nav).queryByRole('button', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Remittance Mgmt' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Manage Users' })).toBeInTheDocument();
  },
  ActiveAgent: async () => {
    const nav = await mainNavigation();
    expect(within(nav).queryByRole('button', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Manage Users' })).not.toBeInTheDocument();
    // An agent remits nothing: the remittance pages need 'Manage Remittance Schedules'.
    expect(within(nav).queryByRole('button', { name: 'Remittance Mgmt' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Manage Client' })).toBeInTheDocument();
  },
  Expired: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog).toHaveTextContent(SESSION_EXPIRED);
    expect(within(dialog).getByRole('button', { name: 'Go to sign in' })).toBeInTheDocument();
    // The invoice stays behind the modal so the user sees where they were.
    expect(await screen.findByRole('heading', { name: 'Invoice Details', hidden: true })).toBeInTheDocument();
  },
  SigningOut: async () => {
    // Signing out has already left the protected pages: the login page shows while the call finishes.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
  ExchangingSocialCode: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your Google account…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
  SocialFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Google did not accept the sign-in, please try again');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
  RegistrationSubmitting: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your brokerage' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
    expectBusy(screen.getByRole('button', { name: 'Register brokerage' }));
  },
  RegistrationFailed: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Register as an agent' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An account already uses this email');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(
      'An account already uses this email. Sign in instead.',
    );
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeEnabled();
  },
  AwaitingVerification: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(STORY_PEOPLE.agent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the email again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  },
  Resending: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expectBusy(screen.getByRole('button', { name: 'Send the email again' }));
  },
  ResendingByEmail: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Resend the verification email' })).toBeInTheDocument();
    expectBusy(screen.getByRole('button', { name: 'Send the link' }));
  },
  ResendFailed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`User with email ${STORY_PEOPLE.agent} has already been verified`);
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeEnabled();
  },
  Verifying: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email');
  },
  Verified: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Your email is verified. You can sign in now.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
  VerificationFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/resend-email-verification');
  },
  ChoosingBrokerUrl: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your brokerage’s address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Address/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save address and continue' })).toBeEnabled();
  },
  SavingBrokerUrl: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your brokerage’s address' })).toBeInTheDocument();
    expectBusy(screen.getByRole('button', { name: 'Save address and continue' }));
  },
};

describe('session stories', () => {
  it.each(Object.keys(expectations) as StoryName[])('%s shows its state', async (name) => {
    const Story = stories[name];
    render(<Story />);
    await expectations[name]();
  });

  it('every story has an expectation', () => {
    expect(Object.keys(stories).sort()).toEqual(Object.keys(expectations).sort());
  });

  it('signing in from the idle story leaves the button busy, as the sign-in call never answers', async () => {
    const user = userEvent.setup();
    render(<stories.SignedOutIdle />);
    await user.type(await screen.findByLabelText(/Email address/), 'funmilayo@adebayopartners.ng');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('going to sign in from the expired story lands on the login page', async () => {
    const user = userEvent.setup();
    render(<stories.Expired />);
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();
  });
});
