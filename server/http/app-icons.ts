import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

// The build names each icon after its content (src/index.html links them): /favicon.ico and the
// web manifest, which browsers ask for by a fixed address, are answered here from those files.

const builtFile = (files: string[], name: string, extension: string) =>
  files.find((file) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.${extension}$`).test(file));

/** Adds `<link rel="manifest">` to the page when the build holds the icons the manifest names. */
export function serveAppIcons(app: FastifyInstance, staticDir: string, page: string): string {
  const files = readdirSync(staticDir);
  const favicon = builtFile(files, 'favicon-32', 'png');
  if (favicon) {
    const icon = readFileSync(join(staticDir, favicon));
    app.get('/favicon.ico', (_request, reply) => reply.type('image/png').header('cache-control', 'public, max-age=3600').send(icon));
  }
  const icons = [
    { file: builtFile(files, 'icon-192', 'png'), sizes: '192x192', type: 'image/png' },
    { file: builtFile(files, 'icon-512', 'png'), sizes: '512x512', type: 'image/png' },
    { file: builtFile(files, 'favicon', 'svg'), sizes: 'any', type: 'image/svg+xml' },
  ];
  if (icons.some((icon) => !icon.file)) return page;
  const manifest = JSON.stringify({
    name: 'IBMS Broker Office',
    short_name: 'IBMS',
    description: 'Back office for Nigerian insurance brokerages',
    start_url: '/dashboard',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#1858c4',
    icons: icons.map(({ file, sizes, type }) => ({ src: `/${file}`, sizes, type })),
  });
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply.type('application/manifest+json').header('cache-control', 'public, max-age=3600').send(manifest),
  );
  // The built page is minified (no </head>), but always has its title.
  return page.replace('</title>', '</title><link rel="manifest" href="/manifest.webmanifest">');
}
