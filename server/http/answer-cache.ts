import { holds, refusal, type Access } from '../auth/authorize';
import { grantsCacheOf } from '../auth/grants-cache';
import { admissionCheck } from '../identity/sessions';
import { invalidSession } from './errors';
import type { SessionClaims } from '../../domain/auth';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import type { FastifyRequest } from 'fastify';

/**
 * Answers of read routes that declare `cached`, kept per user and address with the versions they were
 * built at: the brokerage's access version (grants) and its data version, which a deferred trigger on
 * every table moves as each writing transaction commits (migration 0034). A repeat of the read asks
 * the database the admission's own statement outside any transaction (is the session live, what
 * versions are we at)
 * and, when nothing has moved, sends the kept answer instead of building it again. A write by any
 * process, a revoked grant or session, a suspended user: each is seen by the very next request.
 */
export interface KeptAnswer {
  accessVersion: number;
  dataVersion: string;
  keptAt: number;
  /** The answer as sent, serialized once. */
  json: string;
}

// What one process keeps at most, in characters of JSON: the oldest kept answers go first.
const MOST_KEPT = 32 * 1024 * 1024;
const LARGEST_ANSWER = 256 * 1024;
// Nothing a cached route answers depends on the clock; a bound all the same, should one come to.
const KEPT_FOR_MS = 60_000;

type Stamp = { tenant_id: string; user_id: string; access_version: string | number; data_version: string };

/** The kept answers by key, in the order they were kept, and how much they hold together. */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  private size = 0;

  constructor(private readonly limit = MOST_KEPT) {}

  /** Characters of JSON kept. */
  get held(): number {
    return this.size;
  }

  get(key: string): KeptAnswer | undefined {
    return this.answers.get(key);
  }

  delete(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.size -= answer.json.length;
  }

  set(key: string, answer: KeptAnswer): void {
    this.delete(key);
    // A Map iterates in insertion order: the first key is the one kept longest ago.
    while (this.size + answer.json.length > this.limit && this.answers.size > 0) this.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
    this.size += answer.json.length;
  }
}

// One per database: test databases cloned from one template share brokerage, user and invoice ids.
const caches = new WeakMap<DatabaseHandle, KeptAnswers>();

function keptAnswers(database: DatabaseHandle): KeptAnswers {
  let kept = caches.get(database);
  if (!kept) caches.set(database, (kept = new KeptAnswers()));
  return kept;
}

const keyOf = (claims: SessionClaims & { sid: string }, url: string) => `${claims.tenant.id} ${claims.user_id} ${url}`;

/**
 * The kept answer to this request when nothing it was built from has moved; null when there is none
 * (the route then builds it). Admits the request as `admit` would: a dead session answers 401 and a
 * user without the route's permission 403, whether or not an answer was kept.
 */
export async function keptAnswer(ctx: AppContext, request: FastifyRequest, access: Access): Promise<string | null> {
  const claims = request.claims;
  if (!claims) throw invalidSession();
  const kept = keptAnswers(ctx.database);
  const key = keyOf(claims, request.url);
  const answer = kept.get(key);
  if (!answer) return null;
  if (Date.now() - answer.keptAt > KEPT_FOR_MS) {
    kept.delete(key);
    return null;
  }
  const { values, ...statement } = admissionCheck(claims.sid, new Date());
  const [stamp] = await ctx.database.ownerCheck<Stamp>(statement, values);
  if (!stamp || stamp.user_id !== claims.user_id || stamp.tenant_id !== claims.tenant.id)
    throw invalidSession('Your session has ended, please sign in again');
  const accessVersion = Number(stamp.access_version);
  const grants = grantsCacheOf(ctx.database).get(claims.user_id, accessVersion);
  if (!grants || accessVersion !== answer.accessVersion || String(stamp.data_version) !== answer.dataVersion) {
    kept.delete(key);
    return null;
  }
  if (access.kind === 'permission' && !holds(grants, ...access.anyOf)) throw refusal(access.anyOf, access.refusal);
  request.session = { userId: claims.user_id, tenantId: claims.tenant.id, sessionId: claims.sid };
  request.grants = grants;
  return answer.json;
}

/** Keeps a built answer under the versions its request was admitted at. */
export function keepAnswer(ctx: AppContext, request: FastifyRequest, answer: object): string {
  const json = JSON.stringify(answer);
  const claims = request.claims;
  const versions = request.admittedAt;
  if (!claims || !versions || json.length > LARGEST_ANSWER) return json;
  keptAnswers(ctx.database).set(keyOf(claims, request.url), { ...versions, keptAt: Date.now(), json });
  return json;
}
