import type { Locator, Page } from 'playwright-core';

/** Where the pictures of the journeys go (Playwright makes the folder when it writes the first one). */
export const SHOTS = 'test-results/e2e';
export const DEMO_PASSWORD = 'Demo#2026';

/** Waits for the element to show, as a person would wait for the page. */
export const shows = (locator: Locator, timeout = 20_000) => locator.waitFor({ state: 'visible', timeout }).then(() => true);
/** Waits for the element to go away. */
export const goes = (locator: Locator) => locator.waitFor({ state: 'hidden', timeout: 20_000 }).then(() => true);
/** Waits for the dialog to leave the page (its root has no box of its own, so "hidden" would pass at once). */
export const closes = (locator: Locator) => locator.waitFor({ state: 'detached', timeout: 20_000 }).then(() => true);

export const shot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, ...options });

/** Fills the sign-in form on the page and sends it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login page at `baseUrl` and waits for the dashboard. */
export async function signInAt(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await signIn(page, email, password);
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Calls the API from a signed-in page, with that page's own session. */
export function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('ibmsToken')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}
