// Benchmark, not a test: loads the demo brokerage with INVOICES invoices (100,000 unless told; the
// loaders are bench-lists'), then downloads GET /exports/invoices as CSV and as Excel over real HTTP
// and prints the time, the bytes and how far the process's resident memory rose above where it
// started. Run: npm run bench:exports (BENCH_POSTGRES_URL as for bench-lists).
process.env.INVOICES ??= '100000';
process.env.CLIENTS ??= '5000';
process.env.ENTRIES ??= '1000';
process.env.NOTIFICATIONS ??= '10';

const { request } = await import('node:http');
const { performance } = await import('node:perf_hooks');
const { sql } = await import('drizzle-orm');
const { withBenchDatabase } = await import('./bench/bench-database');
const { signedInApp } = await import('./bench/signed-in-app');
const { load } = await import('./bench-lists');

await withBenchDatabase('bench_exports', async (bench) => {
  await load(bench);
  await bench.db.execute(sql`vacuum analyze`);
  const { app, token } = await signedInApp(bench.ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  for (const format of ['csv', 'xlsx']) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const { rows, bytes } = await new Promise<{ rows: string; bytes: number }>((resolve, reject) => {
      const sent = request(
        { port, host: '127.0.0.1', path: `/api/v1/exports/invoices?format=${format}`, headers: { authorization: `Bearer ${token}` } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ rows: String(response.headers['x-export-rows']), bytes }));
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    clearInterval(sampling);
    const seconds = (performance.now() - started) / 1000;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `${format.toUpperCase().padEnd(4)} ${rows} rows, ${mb(bytes)} MB in ${seconds.toFixed(1)} s; RSS ${mb(before)} MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
    );
  }
  await app.close();
});

// A module, for its top-level await.
export {};
