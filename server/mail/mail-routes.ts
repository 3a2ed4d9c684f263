import {
  MailConnectionChange,
  MailConnectionPayload,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from '../../domain/mail-connection';
import { holders } from '../auth/authorize';
import { route } from '../http/route';
import { testMailConnection } from './connection-test';
import { modifyConnection, presentConnection, saveConnection, savedConnection } from './mail-connection';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const MAIL_SETTINGS = holders('Manage Mail Settings');

/** The brokerage's own mail server: read, save, change and test it (issue 20, "Email integration"). */
export function mailConnectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/mailer/connection-settings',
      access: MAIL_SETTINGS,
      summary: "The brokerage's mail connection without its password (only whether one is set); `configured: false` when there is none",
      response: MailConnectionSettings,
    },
    async ({ tx, session }) => ({ data: presentConnection(await savedConnection(tx, session.tenantId)) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/mailer/save-connection',
      access: MAIL_SETTINGS,
      summary: "Save the brokerage's mail connection; once tested, its mail leaves through it",
      body: MailConnectionPayload,
      response: MailConnectionSettings,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => ({
      message: 'Mail connection saved: test it to send the brokerage’s mail through it',
      data: await saveConnection(ctx.config, tx, session.tenantId, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/mailer/modify-connection',
      access: MAIL_SETTINGS,
      summary: "Change the brokerage's mail connection; a password left out stays, a change to how to connect needs a new test",
      body: MailConnectionChange,
      response: MailConnectionSettings,
      errors: [404],
    },
    async ({ tx, session, body }) => ({
      message: 'Mail connection changed',
      data: await modifyConnection(ctx.config, tx, session.tenantId, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/mailer/test-connection',
      access: MAIL_SETTINGS,
      summary: 'Connect to a mail server, sign in and (with sendToMe) mail the caller a test; answers what failed, in words',
      body: MailConnectionTestPayload,
      response: MailConnectionTest,
      // The mail server may take its time: no transaction waits on it.
      transaction: false,
    },
    async ({ session, body }) => {
      const data = await testMailConnection(ctx, session, body);
      return { message: data.message, data };
    },
  );
}
