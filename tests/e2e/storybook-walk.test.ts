import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLifecycleModel } from '../../stories/machines/invoice-lifecycle.model';
import { encodeWalk } from '../../stories/support/machine-walk';
import { chromiumSuite } from './support/browser';
import { freePort } from './support/free-port';

const STATIC = join(process.cwd(), 'storybook-static');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The built Storybook served as files, as any static host serves it. */
function serveStatic(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(STATIC, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(STATIC) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The step of the invoice model's case that the tests name `name`. */
const step = (name: string) => ({
  example: invoiceLifecycleModel.events.findIndex((event) => invoiceLifecycleModel.eventName(event) === name),
});

describe('A walk sent as a link, on the built Storybook', () => {
  const chromium = chromiumSuite();
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    // Building Storybook is slow: a build already there is used as it is.
    if (!existsSync(join(STATIC, 'index.html'))) execFileSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
    const port = await freePort();
    server = await serveStatic(port);
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('opens the invoice lifecycle Diagram page in the walked state, with its real view', async () => {
    const walk = encodeWalk({ entry: 'a broker', steps: [step('done:loadInvoice(paid)'), step('invoice.remitPremium')] });
    const page = await chromium.newPage();
    await page.goto(`${origin}/?path=/story/machines-invoice-lifecycle-diagram--diagram&args=walk:${walk}`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    const walker = preview.getByRole('complementary', { name: 'Walker' });
    await expect
      .poll(() => walker.getByRole('status', { name: 'Current state' }).textContent(), { timeout: 60_000 })
      .toContain('Now in remitPremium.editing');
    expect(await walker.getByRole('region', { name: 'Path walked' }).getByRole('listitem').allTextContents()).toEqual([
      'the invoice loads (paid)',
      'remit premium',
    ]);
    // The drawing highlights the walked state, and the link to the walk is the one opened.
    await preview
      .getByRole('link', { name: /^State remitPremium\.editing(, [a-z]+)*, current$/ })
      .waitFor({ state: 'attached', timeout: 30_000 });
    expect(await walker.getByRole('textbox', { name: 'Link to this walk' }).inputValue()).toContain(`args=walk:${walk}`);
    const view = preview.frameLocator('iframe[title="The real view of the current state"]');
    const dialog = view.getByRole('dialog', { name: 'Remit Premium · DN-2026-0142' });
    await dialog.getByRole('heading', { name: 'Remit Premium · DN-2026-0142' }).waitFor({ timeout: 60_000 });
  });
});
