import { validate, type Struct } from 'superstruct';
import { validatePayload } from '../../domain/validation';
import { admit, claimsOf, requireToken, sessionOf } from '../auth/authenticate';
import { rolledBack } from '../db/after-rollback';
import { retryingTransientConflicts } from '../db/transient-conflicts';
import { readForm, type ReceivedForm } from '../files/uploads';
import { keepAnswer, keptAnswer } from './answer-cache';
import { invalidInput } from './errors';
import { hashOf, idempotencyClaim, once } from './idempotency';
import { refuseHostileInput } from './input-limits';
import type { Access } from '../auth/authorize';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { TenantWrite } from './tenant-write';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What one route promises: the OpenAPI document is generated from these declarations. */
export interface RouteSpec<P = unknown, Q = unknown, B = unknown, R = unknown, T extends boolean = true> {
  method: Method;
  /** Fastify's form, `/invoice/:id`. */
  url: string;
  access: Access;
  /** One line for the API reference. */
  summary: string;
  /** The API reference's section; by default the first segment of the url. */
  tag?: string;
  params?: Struct<P, unknown>;
  query?: Struct<Q, unknown>;
  /** The JSON body, or with `multipart` the form's text fields. */
  body?: Struct<B, unknown>;
  /**
   * The form carries a file (`file` in the handler's input): multipart/form-data. `'optional'`:
   * JSON without a file, or the same fields as multipart/form-data with one.
   */
  multipart?: boolean | 'optional';
  /** What `data` holds in the success answer. */
  response?: Struct<R, unknown>;
  /** The success status; 200 by default. */
  status?: 200 | 201;
  /** Statuses this route answers beyond 400, 401, 403 and 500 (404, 409, 413, ...). */
  errors?: readonly number[];
  /** False for routes that open their own transactions (or need none); true by default for signed-in routes. */
  transaction?: T;
  /** Honours an `Idempotency-Key` header: a repeat gets the first answer (needs the transaction). */
  idempotent?: boolean;
  /**
   * A signed-in read whose answer depends only on the database and the user, never on the clock:
   * a repeat is answered from the answer cache while nothing has moved (server/http/answer-cache.ts).
   */
  cached?: boolean;
  /** The answer is not JSON (a file, a redirect, a PDF): the handler sends it with `reply`; one type, or the types it chooses from. */
  raw?: { produces: string | readonly string[] };
  /** Besides the JSON answer, the files the handler may answer instead (`text/csv`, `application/pdf`), as a `Download`. */
  downloads?: readonly string[];
}

/** The success answer: `{ success: true, message?, data, meta? }` plus any keys the spec adds beside data. */
export interface Answer<R> {
  data: R;
  message?: string;
  /** A list's page, and whatever else the answer's meta carries (unread counts, `{ admin }` beside a user's permissions). */
  meta?: { page?: number; limit?: number; total?: number; pages?: number; [more: string]: unknown };
  [beside: string]: unknown;
}

/** The few answers without `data`: a message, or what the spec puts beside it (a token, a subscription). */
export interface AnswerWithoutData {
  data?: undefined;
  message?: string;
  [beside: string]: unknown;
}

/** A file a route answers instead of its JSON (a statement asked for as CSV or PDF): sent as an attachment. */
export interface Download {
  download: { contentType: string; fileName: string; body: Buffer | string };
  data?: undefined;
}

const isDownload = (answer: object): answer is Download => 'download' in answer;

const JSON_TYPE = 'application/json; charset=utf-8';

export interface RouteInput<P, Q, B> {
  ctx: AppContext;
  params: P;
  query: Q;
  body: B;
  /** The signed-in user (throws INVALID_SESSION on a public route). */
  readonly session: SessionUser;
  /** The multipart form's file, when the route declares `multipart`. */
  file: ReceivedForm['file'];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A signed-in route's transaction and its after-commit steps (see TenantWrite, what services take from the input). */
type TenantInput<T extends boolean> = T extends false ? object : Pick<TenantWrite, 'tx' | 'afterCommit'>;
type Handler<P, Q, B, R, T extends boolean> = (
  input: RouteInput<P, Q, B> & TenantInput<T>,
) => Promise<Answer<R> | AnswerWithoutData | Download> | Answer<R> | AnswerWithoutData | Download;
type RawHandler<P, Q, B, T extends boolean> = (input: RouteInput<P, Q, B> & TenantInput<T>) => Promise<unknown>;

/** A declared route (its url with the API prefix), kept for the OpenAPI document and the access tests. */
export type DeclaredRoute = RouteSpec<unknown, unknown, unknown, unknown, boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: readonly DeclaredRoute[];
  }
  interface FastifyContextConfig {
    declaration?: DeclaredRoute;
  }
}

/** With CHECK_ANSWERS, an answer that breaks its declared struct is the server's fault, said loudly. */
function checkAnswer(spec: DeclaredRoute, data: unknown): void {
  if (data === undefined) return;
  if (!spec.response) throw new Error(`${spec.method} ${spec.url} answered data but declares no response struct`);
  const [failure] = validate(data, spec.response);
  if (failure) {
    const where = failure.path.length ? failure.path.join('.') : '(data)';
    throw new Error(`${spec.method} ${spec.url} answered outside its response struct at ${where}: ${failure.message}`);
  }
}

function checked<T>(struct: Struct<T, unknown> | undefined, input: unknown): T {
  refuseHostileInput(input);
  if (!struct) return input as T;
  const result = validatePayload(struct, input);
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

/** What makes two uploads the same request: the fields and the file's content. */
const formIdentity = (form: ReceivedForm) => ({ fields: form.fields, file: form.file && hashOf(form.file.bytes.toString('base64')) });

/** What runs before the handler: a signed-in route's token is verified there, without the database. */
function guards(ctx: AppContext, access: Access): preHandlerHookHandler[] {
  return access.kind === 'public' ? [] : [requireToken(ctx) as preHandlerHookHandler];
}

/**
 * Declares one API route: who may call it, its checked params, query and body, and its answer.
 * The handler receives typed input (and `tx`, the brokerage's transaction, unless `transaction:
 * false`) and returns `{ data, message?, meta? }`, which goes out as the success shape; with a
 * `response` struct, `data` is type-checked against it.
 */
export function route<P, Q, B, R, T extends boolean = true>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<P, Q, B, R, T> & { raw?: undefined },
  handler: Handler<P, Q, B, NoInfer<R>, T>,
): void;
export function route<P, Q, B, T extends boolean = true>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<P, Q, B, unknown, T> & { raw: { produces: string | readonly string[] } },
  handler: RawHandler<P, Q, B, T>,
): void;
export function route<P, Q, B, R, T extends boolean>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<P, Q, B, R, T>,
  handler: Handler<P, Q, B, R, T> | RawHandler<P, Q, B, T>,
): void {
  const inTransaction = spec.transaction ?? spec.access.kind !== 'public';
  if (spec.idempotent && !inTransaction) throw new Error(`${spec.method} ${spec.url}: an idempotent route needs its transaction`);
  if (spec.idempotent && spec.downloads) throw new Error(`${spec.method} ${spec.url}: a download is not kept to answer a repeat`);
  if (spec.cached && (spec.method !== 'GET' || !inTransaction || spec.raw || spec.downloads || spec.access.kind === 'public'))
    throw new Error(`${spec.method} ${spec.url}: only a signed-in JSON read in its transaction can be cached`);
  app.route({
    method: spec.method,
    url: spec.url,
    config: { access: spec.access, declaration: spec as DeclaredRoute },
    preHandler: guards(ctx, spec.access),
    handler: async (request, reply) => {
      const signedIn = spec.access.kind !== 'public';
      const multipart = spec.multipart === true || (spec.multipart === 'optional' && request.isMultipart());
      // One transaction admits the request and does its work, unless the route opens its own or reads
      // an upload (a form is read before any transaction, and only from an admitted user).
      const admittedAlone = signedIn && (!inTransaction || multipart);
      if (admittedAlone) await ctx.database.asTenant(claimsOf(request).tenant.id, (tx) => admit(ctx, tx, request, spec.access));
      const form = multipart ? await readForm(request) : null;
      const inputOf = (): RouteInput<P, Q, B> => ({
        ctx,
        params: checked(spec.params, request.params),
        query: checked(spec.query, request.query),
        body: checked(spec.body, form ? form.fields : request.body),
        get session() {
          return sessionOf(request);
        },
        file: form?.file ?? null,
        request,
        reply,
      });
      const committed: (() => void)[] = [];
      const afterCommit = (step: () => void) => committed.push(step);
      // Object.assign keeps the session getter: a public route never reads a session it has not got.
      const withTx = (input: RouteInput<P, Q, B>, tx?: Transaction) =>
        (tx ? Object.assign(input, { tx, afterCommit }) : input) as RouteInput<P, Q, B> & TenantInput<T>;
      /** The route's work in the request's transaction, after admitting the request there when that is still to do. */
      const inRequestTransaction = async <A>(work: (input: RouteInput<P, Q, B>, tx: Transaction) => Promise<A>): Promise<A> => {
        let opened: Transaction | undefined;
        try {
          const done = await ctx.database.asTenant(claimsOf(request).tenant.id, async (tx) => {
            opened = tx;
            committed.length = 0;
            if (!admittedAlone) await admit(ctx, tx, request, spec.access);
            return work(inputOf(), tx);
          });
          for (const step of committed) step();
          return done;
        } catch (error) {
          if (opened) await rolledBack(opened, (failure) => request.log.warn({ err: failure }, 'undoing a rolled-back write failed'));
          throw error;
        }
      };
      const status = spec.status ?? 200;
      if (spec.raw) {
        reply.status(status);
        const send = handler as RawHandler<P, Q, B, T>;
        if (!inTransaction) return send(withTx(inputOf()));
        return inRequestTransaction((input, tx) => send(withTx(input, tx)));
      }
      const run = async (input: RouteInput<P, Q, B>, tx?: Transaction): Promise<{ status: number; body: object }> => {
        const answer = await (handler as Handler<P, Q, B, R, T>)(withTx(input, tx));
        if (isDownload(answer)) {
          if (!spec.downloads?.includes(answer.download.contentType.split(';')[0]!.trim()))
            throw new Error(`${spec.method} ${spec.url} answered a ${answer.download.contentType} file it does not declare`);
          return { status, body: answer };
        }
        if (ctx.config.checkAnswers) checkAnswer(spec as DeclaredRoute, answer.data);
        return { status, body: { success: true as const, ...answer } };
      };
      const send = ({ status, body }: { status: number; body: object }) => {
        if (!isDownload(body)) return reply.status(status).send(body);
        const { contentType, fileName, body: bytes } = body.download;
        return reply
          .status(status)
          .header('content-type', contentType)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(bytes);
      };
      if (!inTransaction) return send(await run(inputOf()));
      if (spec.cached) {
        const kept = await keptAnswer(ctx, request, spec.access);
        if (kept) return reply.status(status).type(JSON_TYPE).send(kept);
      }
      // An answer is built before anything is sent, so a transaction the database rolled back in a
      // deadlock runs again whole (a raw handler may have started its reply, so it does not).
      const answer = await retryingTransientConflicts(() =>
        inRequestTransaction((input, tx) => {
          const claim = spec.idempotent ? idempotencyClaim(request, input.session, form ? formIdentity(form) : request.body) : null;
          return once(tx, claim, () => run(input, tx));
        }),
      );
      if (spec.cached && !isDownload(answer.body))
        return reply
          .status(answer.status)
          .type(JSON_TYPE)
          .send(keepAnswer(ctx, request, answer.body));
      return send(answer);
    },
  });
}
