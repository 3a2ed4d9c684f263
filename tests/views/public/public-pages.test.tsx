import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

/** The header every public page shares: the logo leads home, the navigation to every public page. */
function expectSiteHeader() {
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'IBMS Broker Office' })).toHaveAttribute('href', '/');
  const nav = within(banner).getByRole('navigation', { name: 'Site' });
  expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
  expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(within(nav).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/get-started');
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
}

describe('/features', () => {
  it('describes what the back office does for a Nigerian brokerage, without any API call', async () => {
    const { api } = renderApp({ path: '/features' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    expectSiteHeader();
    // Each capability is built and reachable; mail and PDF templates and e-signatures are not, so none is promised.
    const capabilities = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(capabilities).toEqual([
      'Clients and KYC',
      'Quotes with approval',
      'Policies and endorsements',
      'Debit and credit notes',
      'Premium and VAT remittance',
      'Double-entry books and NAICOM returns',
      'Claims',
      'Real-time notifications',
      'Multi-branch',
      'Roles and permissions',
    ]);
    expect(screen.getByRole('main').textContent).not.toMatch(/template|signature|e-sign/i);
    expect(screen.getByText(/within 30 days/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Features · IBMS Broker Office'));
    expect(api.calls).toEqual([]);
  });

  it('leads on to registration', async () => {
    const { user, location } = renderApp({ path: '/features' });
    await screen.findByRole('heading', { level: 1, name: 'Features' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Get started' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' })).toBeInTheDocument();
    expect(location()).toBe('/get-started');
  });
});

describe('/about', () => {
  it('says who the product is for and how it works, and how to get in touch', async () => {
    renderApp({ path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expectSiteHeader();
    for (const name of ['Who it is for', 'How it works', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const how = screen.getByRole('region', { name: 'How it works' });
    for (const name of [
      'One brokerage, one tenant',
      "Each brokerage's data walled off",
      'Amounts in naira, to the kobo',
      'Data kept where it is configured',
    ]) {
      expect(within(how).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/get-started');
    expect(within(contact).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('goes home through the logo', async () => {
    const { user, location } = renderApp({ path: '/about', handlers: { '/tenants/current': () => ({ success: true, data: null }) } });
    await screen.findByRole('heading', { level: 1, name: 'About' });
    await user.click(screen.getByRole('link', { name: 'IBMS Broker Office' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});

describe('/get-started', () => {
  it('offers the two ways in: as an agent and as a brokerage', async () => {
    renderApp({ path: '/get-started' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' })).toBeInTheDocument();
    expectSiteHeader();
    const agents = screen.getByRole('region', { name: 'For agents' });
    expect(within(agents).getByRole('link', { name: 'Register as an agent' })).toHaveAttribute('href', '/register');
    const brokerages = screen.getByRole('region', { name: 'For brokerages' });
    expect(within(brokerages).getByRole('link', { name: 'Register your brokerage' })).toHaveAttribute('href', '/broker-signup');
  });

  it('takes a brokerage to its registration form', async () => {
    const { user, location } = renderApp({ path: '/get-started' });
    await user.click(await screen.findByRole('link', { name: 'Register your brokerage' }));
    expect(location()).toBe('/broker-signup');
  });

  it('takes an agent to theirs', async () => {
    const { user, location } = renderApp({ path: '/get-started' });
    await user.click(await screen.findByRole('link', { name: 'Register as an agent' }));
    expect(location()).toBe('/register');
  });

  it('sends someone who already has an account to sign in', async () => {
    const { user, location } = renderApp({ path: '/get-started' });
    await screen.findByRole('heading', { level: 1, name: 'Get started' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });
});
