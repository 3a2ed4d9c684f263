import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED } from '../../../domain/messages';
import { quietLink } from '../../../src/app/notifications/notifications-link';
import { appRoutes } from '../../../src/app/router';
import { ServicesProvider } from '../../../src/app/session/session-context';
import { createAppServices } from '../../../src/app/session/session-service';
import { createMemoryStore, notificationsAnswer, subscriptionAnswer } from '../support/render-app';
import { ADMIN, DETAILS_PATH, INVOICE_PATH, slow } from './invoice-support';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the invoice details page when the session expires', { timeout: 20_000 }, () => {
  it('is what the session-expired modal remembers, with redirectToInvoiceDetails=true', async () => {
    // The app's own client and session, in the browser's own history, over a server whose session has ended.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), window.location.origin).pathname.replace(/^\/api\/v1/, '');
      if (path === '/user/subscription/status') return json(200, subscriptionAnswer(5));
      if (path === '/notification') return json(200, notificationsAnswer(0));
      if (path === INVOICE_PATH)
        return json(401, { success: false, code: 'INVALID_SESSION', message: 'Your session has expired', errors: [] });
      return json(404, { success: false, code: 'ROUTE_NOT_FOUND', message: `No route ${path}`, errors: [] });
    });
    window.history.replaceState(null, '', DETAILS_PATH);
    const store = createMemoryStore({ ibmsToken: ADMIN });
    // No socket: the bell counts over HTTP.
    const services = createAppServices({ store, notifications: quietLink() });
    const router = createBrowserRouter(appRoutes);
    const user = userEvent.setup();
    render(
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>,
    );
    try {
      const dialog = await screen.findByRole('dialog', { name: 'Session expired' }, slow);
      expect(within(dialog).getByText(SESSION_EXPIRED)).toBeInTheDocument();
      expect(store.getItem('ibmsToken')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Go to sign in' }));
      expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 }, slow)).toBeInTheDocument();
      expect(store.getItem('redirectUrl')).toBe(`${DETAILS_PATH}?redirectToInvoiceDetails=true`);
    } finally {
      services.session.stop();
      router.dispose();
    }
  });
});
