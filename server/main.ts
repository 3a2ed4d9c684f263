import { join } from 'node:path';
import { todayInLagos } from '../domain/today';
import { buildApp } from './app';
import { createTokenService } from './auth/tokens';
import { runClaimAgeing } from './claims/ageing';
import { ConfigError, loadConfig } from './config';
import { nobodyConnected, type AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { moveFilesToDatabase } from './files/move-to-database';
import { fileStorageKind } from './files/storage';
import { forgetOldIdempotencyKeys } from './http/idempotency';
import { hourOf, oncePerPeriod } from './jobs/once';
import { createMailer } from './mail/mailer';
import { runPolicyReminders } from './policies/reminders';
import { expireQuotes } from './quotes/expiry';
import { attachRealtime } from './realtime';
import { seedDemoBook } from './seed/demo-book';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoTenantId } from './seed/demo-brokerage';
import { pgliteTemplateFor } from './seed/pglite-template';
import { prepareDatabase } from './seed/prepare';
import { runSigningReminders } from './signing/reminders';
import { startClock } from './start-clock';
import type { FastifyBaseLogger } from 'fastify';

async function main(): Promise<void> {
  const clock = startClock();
  clock.lap('modules');
  const config = loadConfig();
  clock.lap('config');
  const pgliteTemplate = config.databaseUrl ? undefined : pgliteTemplateFor(config.dataDir);
  const database = await openDatabase({ ...config, pgliteTemplate }, clock);
  const mailer = createMailer({
    database,
    config,
    log: (error) => console.error('Mail could not be delivered:', (error as Error).message),
    onKept: (mail) => console.log(`\nNo SMTP_URL: mail kept in the outbox for ${mail.to}, "${mail.subject}":\n${mail.text}`),
  });
  const ctx: AppContext = { config, database, tokens: createTokenService(config.sessionSecret), live: nobodyConnected, mailer };
  const { demoCreated } = await prepareDatabase(database.owner, { seedDemo: config.seedDemo });
  clock.lap('seeding');
  if (demoCreated) {
    console.log('\nDemo brokerage created. Sign in with any of these accounts (password ' + DEMO_PASSWORD + '):');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(16)} ${account.userType}`);
    console.log('');
  }
  if (fileStorageKind(config, database.kind) === 'database') {
    // Files kept in this process's directory before move into the database, while it already serves them from there.
    moveFilesToDatabase(database, join(config.dataDir, 'files'))
      .then((moved) => moved > 0 && console.log(`${moved} stored files moved from ${join(config.dataDir, 'files')} into the database`))
      .catch((error: unknown) => console.error('Moving stored files into the database failed:', (error as Error).message));
  }
  const app = await buildApp(ctx, { logger: true });
  const realtime = attachRealtime(app.server, ctx);
  ctx.live = realtime;
  clock.lap('app');
  await app.listen({ port: config.port, host: config.host });
  clock.lap('listen');
  const { phases, totalMs, cpuMs } = clock.phases();
  app.log.info({ startup: phases, startupMs: totalMs, startupCpuMs: cpuMs }, `ready in ${totalMs} ms (CPU ${cpuMs} ms)`);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Brokerage back office listening on http://localhost:${port} (database: ${database.kind})`);
  // The demo brokerage's accounts exist before the server listens; its book (clients, quotes,
  // policies, invoices, claims) is made just after, so a first start does not wait for it.
  const demoBook = demoCreated && config.seedDemoBook ? makeDemoBook(ctx, database.owner, app.log) : Promise.resolve();

  // Once an hour, in one process: idempotency keys only need to outlive a retry; quotes past their
  // validity are written down; the day's policy reminders and overdue claims go out with the first
  // hour that runs them.
  const hourly = () => {
    const hour = hourOf(new Date());
    oncePerPeriod(database, 'forget-old-idempotency-keys', hour, (tx) => forgetOldIdempotencyKeys(tx)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'forgetting old idempotency keys failed'),
    );
    oncePerPeriod(database, 'expire-quotes', hour, (tx) => expireQuotes(tx, todayInLagos())).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expiring quotes failed'),
    );
    runPolicyReminders(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'the policy reminders failed'));
    runClaimAgeing(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'the claim ageing failed'));
    runSigningReminders(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'expiring and reminding signing requests failed'));
  };
  const hourlyJobs = setInterval(hourly, 3_600_000).unref();
  // Failed deliveries are tried again as their back-off falls due; each is claimed by one process.
  const mailRetries = setInterval(() => {
    mailer.retryDue(new Date()).catch((error: unknown) => app.log.warn({ err: error }, 'retrying failed mail failed'));
  }, 60_000).unref();
  // A restart does not wait an hour for work that fell due while the server was down; on a first
  // start that work includes the demo book's.
  let stopping = false;
  let firstRun: NodeJS.Timeout | undefined;
  void demoBook.then(() => {
    if (!stopping) firstRun = setTimeout(hourly, 5_000).unref();
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(hourlyJobs);
    clearInterval(mailRetries);
    clearTimeout(firstRun);
    try {
      await demoBook;
      await realtime.close();
      await app.close();
      mailer.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function makeDemoBook(ctx: AppContext, owner: Database, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  try {
    await seedDemoBook(ctx, owner, await demoTenantId(owner));
    const ms = Math.round(performance.now() - started);
    log.info({ demoBookMs: ms }, `demo book made in ${ms} ms`);
    console.log('Demo book ready: clients, quotes, policies, invoices and claims to try.');
  } catch (error) {
    log.error({ err: error }, 'making the demo book failed');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
