import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MAIL_HOST_RULE } from '../../domain/mail-connection';
import { mailConnectionMachine } from '../../machines/mail-connection/mail-connection.machine';
import { ApiFailure } from '../../src/api/errors';
import { NO_MAIL_CONNECTION, SAVED_CONNECTION, testOutcome } from '../support/mail-connection-fixtures';
import type {
  ConnectionSave,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from '../../machines/mail-connection/mail-connection.types';

const outcome = (passed: boolean) =>
  testOutcome(
    passed,
    passed ? 'Connected to smtp.zoho.com and signed in.' : 'smtp.zoho.com did not answer in time.',
    passed ? null : 'timed_out',
  );

function start(loaded: MailConnectionLoaded | Error, tests: MailConnectionTest[] = []) {
  const saves: ConnectionSave[] = [];
  const tried: MailConnectionTestPayload[] = [];
  const actor = createActor(
    mailConnectionMachine.provide({
      actors: {
        loadConnection: fromPromise<MailConnectionLoaded>(async () => {
          if (loaded instanceof Error) throw loaded;
          return loaded;
        }),
        saveConnection: fromPromise<MailConnectionSettings, ConnectionSave>(async ({ input }) => {
          saves.push(input);
          return SAVED_CONNECTION;
        }),
        testConnection: fromPromise<MailConnectionTest, MailConnectionTestPayload>(async ({ input }) => {
          tried.push(input);
          return tests.shift()!;
        }),
      },
    }),
  );
  actor.start();
  return { actor, saves, tried };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('the mail connection machine', () => {
  it('says why the connection could not be read, and reads it again on retry', async () => {
    const { actor } = start(new ApiFailure('Network error, please try again', 0, 'NETWORK_ERROR'));
    expect((await settled(actor)).value).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure?.message).toBe('Network error, please try again');
    expect(actor.getSnapshot().can({ type: 'mail.retry' })).toBe(true);
  });

  it('keeps an incomplete form from being saved or tested, naming each field', async () => {
    const { actor, saves, tried } = start({ settings: NO_MAIL_CONNECTION, deliveries: [] });
    await settled(actor);
    actor.send({ type: 'mail.edit', field: 'host', value: 'smtp .demo' });
    actor.send({ type: 'mail.save' });
    actor.send({ type: 'mail.test' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toMatchObject({ host: MAIL_HOST_RULE, senderName: 'This field is required' });
    expect(saves).toEqual([]);
    expect(tried).toEqual([]);
    // Correcting a field clears its complaint.
    actor.send({ type: 'mail.edit', field: 'host', value: 'smtp.zoho.com' });
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('host');
  });

  it('saves a first connection, then changes it with the stored password kept', async () => {
    const { actor, saves } = start({ settings: NO_MAIL_CONNECTION, deliveries: [] });
    await settled(actor);
    for (const [field, value] of [
      ['host', 'smtp.zoho.com'],
      ['username', 'office@demo.ng'],
      ['password', 'Zoho#App-Pass'],
      ['senderName', 'Demo Brokers'],
      ['senderAddress', 'office@demo.ng'],
    ] as const)
      actor.send({ type: 'mail.edit', field, value });
    actor.send({ type: 'mail.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect((await settled(actor)).value).toBe('editing');
    expect(saves[0]).toMatchObject({ kind: 'save', payload: { host: 'smtp.zoho.com', port: 587, password: 'Zoho#App-Pass' } });
    expect(actor.getSnapshot().context.form.password).toBe('');

    actor.send({ type: 'mail.edit', field: 'senderName', value: 'Demo Insurance Brokers' });
    actor.send({ type: 'mail.save' });
    await settled(actor);
    expect(saves[1]).toMatchObject({ kind: 'modify', change: { senderName: 'Demo Insurance Brokers' } });
    expect(saves[1]!.kind === 'modify' && saves[1]!.change).not.toHaveProperty('password');
  });

  it('tests the form, shows a failure until the form changes, and marks the connection in use once a test passes', async () => {
    const { actor, tried } = start({ settings: SAVED_CONNECTION, deliveries: [] }, [outcome(false), outcome(true)]);
    await settled(actor);
    actor.send({ type: 'mail.test' });
    expect(actor.getSnapshot().value).toBe('testing');
    expect((await settled(actor)).value).toBe('failed');
    expect(tried[0]).toMatchObject({ sendToMe: true, connection: { host: 'smtp.zoho.com' } });
    expect(actor.getSnapshot().context.settings).toMatchObject({ test_passed: false, in_use: false });

    actor.send({ type: 'mail.edit', field: 'port', value: '465' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.test).toBeNull();

    actor.send({ type: 'mail.sendToMe', value: false });
    actor.send({ type: 'mail.test' });
    expect((await settled(actor)).value).toBe('passed');
    expect(tried[1]).toMatchObject({ sendToMe: false, connection: { port: 465 } });
    expect(actor.getSnapshot().context.settings).toMatchObject({ test_passed: true, in_use: true });
  });
});
