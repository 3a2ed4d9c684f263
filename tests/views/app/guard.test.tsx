import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from '../../../src/app/route-table';
import { expiredToken, liveToken } from '../../machines/support/session-token';
import { renderApp } from '../support/render-app';

/** A concrete address for a route pattern: `/quotes/:quoteId` → `/quotes/sample`. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, 'sample');

describe('route guard', () => {
  it('sends a visitor without a session from a protected page to /login', async () => {
    const { location, api } = renderApp({ path: '/account/invoices' });
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The login page may look up the social providers; nothing of the protected page was asked for.
    expect(api.calls.filter((call) => call.path !== '/auth/providers')).toEqual([]);
  });

  it('treats an expired stored token as no session and forgets it', async () => {
    const { location, store } = renderApp({ path: '/dashboard', token: expiredToken() });
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(location()).toBe('/login');
    expect(store.getItem('ibmsToken')).toBeNull();
  });

  it('brings the visitor back to the page they asked for after signing in', async () => {
    const { user, location } = renderApp({
      path: '/quotes?status=pending',
      handlers: { '/auth/signin': () => ({ success: true, token: liveToken() }) },
    });
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await user.type(screen.getByLabelText(/email address/i), 'ada@leadway.ng');
    await user.type(screen.getByLabelText(/password/i), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Quotes' })).toBeInTheDocument();
    expect(location()).toBe('/quotes?status=pending');
  });

  it('lets a signed-in user in', async () => {
    const { location } = renderApp({ path: '/claims/list', token: liveToken() });
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(location()).toBe('/claims/list');
  });

  it('shows that the session is being checked before deciding', () => {
    renderApp({ path: '/dashboard', token: liveToken() });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it('sends a user who must change their password to /change-password', async () => {
    const { location, api } = renderApp({ path: '/dashboard', token: liveToken({ pendingPasswordChange: true }) });
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(location()).toBe('/change-password');
    expect(api.callsTo('/user/subscription/status')).toEqual([]);
  });

  it('shows "Page not found" for an unknown address', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('shows "Page not found" for an unknown address when signed in too', async () => {
    renderApp({ path: '/account/nowhere', token: liveToken() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(PUBLIC_ROUTES.map((route) => [concrete(route.path), route.title] as const))(
    'renders the public page %s without a session',
    async (path, title) => {
      const { location } = renderApp({ path });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(location()).toBe(path);
    },
  );

  it('guards every protected route', async () => {
    for (const route of PROTECTED_ROUTES) {
      const { location, unmount } = renderApp({ path: concrete(route.path) });
      await waitFor(() => expect(location()).toBe('/login'));
      unmount();
    }
  });
});
