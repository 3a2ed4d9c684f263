import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as checkoutStories from '../../../stories/machines/subscription-checkout.stories';

const stories = composeStories(checkoutStories);
type StoryName = keyof typeof stories;

const confirmation = () => screen.findByRole('dialog', { name: 'Confirm your plan' });

/** What a person sees in each state's story; a story added without an entry here does not compile. */
const expectations: Record<StoryName, () => Promise<void>> = {
  LoadingPlans: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Loading plans');
    expect(screen.getByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeInTheDocument();
  },
  LoadFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  ChoosingAdmin: async () => {
    const growth = await screen.findByRole('article', { name: 'Growth' });
    expect(within(growth).getByText('₦459,000.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getAllByRole('button', { name: 'Choose plan' })).toHaveLength(3);
  },
  ChoosingAgent: async () => {
    expect(await screen.findByText('Ask your administrator to choose a plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose plan' })).not.toBeInTheDocument();
  },
  Confirming: async () => {
    const dialog = await confirmation();
    expect(within(dialog).getByRole('button', { name: 'Pay ₦459,000.00 with Paystack' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeEnabled();
  },
  StartingPayment: async () => {
    const dialog = await confirmation();
    expect(within(dialog).getByRole('button', { name: 'Pay ₦459,000.00 with Paystack' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
  },
  Redirecting: async () => {
    const dialog = await confirmation();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Taking you to Paystack’s secure payment page…');
  },
  Verifying: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your payment with Paystack');
  },
  Paid: async () => {
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/Growth plan \(yearly\) for up to 10 users runs from 2026-03-01 until 2027-03-01/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  },
  Declined: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment was declined: Insufficient Funds');
    expect(screen.getByRole('link', { name: 'Choose a plan again' })).toHaveAttribute('href', '/accountmanagement/view-plans');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
  VerifyFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Paystack');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toBeInTheDocument();
  },
};

describe('subscription checkout stories', () => {
  it.each(Object.keys(expectations) as StoryName[])('%s shows its state', async (name) => {
    const Story = stories[name];
    render(<Story />);
    await expectations[name]();
  });
});
