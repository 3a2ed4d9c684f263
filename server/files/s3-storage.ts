import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { isUuid } from '../../domain/ids';
import { isStoredName, type FileStorage, type StoredFileRef } from './file-storage';
import { FILE_KINDS, kindOfName } from './file-type';
import type { S3Location } from '../config';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** The type an object is kept with, so that the bucket's own tools show what it is. */
function contentTypeOf(name: string): string {
  const kind = kindOfName(name);
  return kind ? FILE_KINDS[kind].contentType : 'application/octet-stream';
}

/** S3's own words for a refusal (`<Code>`, `<Message>` of its XML error body), short enough for a log line. */
function refusalOf(body: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  return [code, message].filter(Boolean).join(': ').slice(0, 300);
}

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), which every process
 * reads alike. Each brokerage has a folder: `<prefix><tenant id>/<stored name>`, so an operator can
 * size, copy or delete one brokerage's files by its prefix. An object is put before its record
 * commits and removed when the write fails, so no record points at a missing object; a read that
 * finds nothing falls back to `earlier` (the database or the directory that kept files before).
 * Every call has `timeoutMs` to be answered; a read's bytes then stream at the reader's pace.
 */
export function s3FileStorage(location: S3Location, timeoutMs: number, earlier: FileStorage): FileStorage {
  // A busy storage's 503 SlowDown (or any 5xx, 429) is tried twice more after a short pause, all
  // within the one time limit of the call.
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    region: location.region,
    service: 's3',
    retries: 2,
  });
  const where = `bucket ${location.bucket} at ${location.endpoint}`;

  const keyOf = (file: StoredFileRef): string | null =>
    // Only a brokerage's id as the database gives it becomes part of a key.
    isStoredName(file.name) && isUuid(file.tenantId) ? `${location.prefix}${file.tenantId}/${file.name}` : null;

  /** One signed request in flight: its answer, `inTime` for reading on under the same limit, and `done` to lift the limit. */
  interface Call {
    response: Response;
    /** The error the call fails with when its time is up. */
    late: Error;
    inTime<T>(work: Promise<T>): Promise<T>;
    done(): void;
  }

  /**
   * One signed request, answered within the time limit; `doing` names it for the error ("keeping
   * file …"). The limit does not rest on the abort alone reaching the connection: whatever happens
   * to it, the call fails when the time is up, and the abort frees the connection.
   */
  async function exchange(doing: string, key: string, init: RequestInit): Promise<Call> {
    const controller = new AbortController();
    const late = new Error(`S3 storage did not answer within ${timeoutMs} ms while ${doing} (${where})`);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(late);
      }, timeoutMs);
    });
    expired.catch(() => {});
    const done = () => clearTimeout(timer);
    const inTime = <T>(work: Promise<T>): Promise<T> => {
      // What is left behind when the time is up ends in an abort that nobody waits for.
      work.catch(() => {});
      return Promise.race([work, expired]);
    };
    try {
      const response = await inTime(client.fetch(`${location.endpoint}/${location.bucket}/${key}`, { ...init, signal: controller.signal }));
      return { response, late, inTime, done };
    } catch (error) {
      done();
      if (error === late || controller.signal.aborted) throw late;
      const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new Error(`S3 storage could not be reached while ${doing} (${where}): ${cause}`);
    }
  }

  /** Reads a small answer's body under the same time limit, and fails unless the status is one of `expected`. */
  async function settle(doing: string, call: Call, expected: number[]): Promise<void> {
    let body: string;
    try {
      body = await call.inTime(call.response.text());
    } catch (error) {
      if (error === call.late) throw error;
      const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new Error(`S3 storage did not finish answering while ${doing} (${where}): ${cause}`);
    } finally {
      call.done();
    }
    if (!expected.includes(call.response.status)) {
      const refusal = refusalOf(body);
      throw new Error(`S3 storage refused ${doing} (${where}): HTTP ${call.response.status}${refusal ? ` ${refusal}` : ''}`);
    }
  }

  return {
    async put(file, bytes) {
      const key = keyOf(file);
      if (!key) throw new Error(`Not a stored file name: ${file.name}`);
      const doing = `keeping file ${key}`;
      // A copy on an ArrayBuffer of its own, as fetch takes it (a Buffer may sit in a shared pool).
      const body = new Uint8Array(bytes);
      const call = await exchange(doing, key, {
        method: 'PUT',
        body,
        // The bytes' hash is signed with the request: the storage refuses bytes changed on the way.
        headers: { 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'), 'content-type': contentTypeOf(file.name) },
      });
      await settle(doing, call, [200]);
    },
    async get(file, tx) {
      const key = keyOf(file);
      if (!key) return null;
      const doing = `reading file ${key}`;
      const call = await exchange(doing, key, { method: 'GET' });
      const { response } = call;
      if (response.status === 404) {
        await settle(doing, call, [404]);
        return earlier.get(file, tx);
      }
      // Anything but the object is a refusal, in S3's words.
      if (response.status !== 200) await settle(doing, call, [200]);
      // The answer came in time; the bytes follow at the pace of whoever reads them (a download to a slow phone).
      call.done();
      return response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : Readable.from([]);
    },
    async remove(file) {
      const key = keyOf(file);
      if (!key) return;
      const doing = `removing file ${key}`;
      // S3 answers 204 whether or not the object was there; some look-alikes answer 404 for a missing one.
      await settle(doing, await exchange(doing, key, { method: 'DELETE' }), [200, 204, 404]);
      await earlier.remove(file);
    },
  };
}
