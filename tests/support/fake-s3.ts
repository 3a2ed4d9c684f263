/**
 * A stand-in for S3-compatible storage on loopback, addressed path-style (`/bucket/key`): PUT, GET,
 * HEAD and DELETE of objects kept in memory, with S3's status codes and XML error bodies. Every
 * request must carry a valid AWS Signature Version 4 for the fake's key, secret and region,
 * recomputed here from the canonical request with node:crypto (independently of the client that
 * signed it); a wrong key, secret or region, a stale date or bytes that do not match their signed
 * hash are refused as S3 refuses them.
 *
 * For a local trial: `npx tsx tests/support/fake-s3.ts` (PORT, default 9000; ACCESS_KEY, SECRET,
 * BUCKET, REGION) and start the server with the S3_URL it prints.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface RecordedS3Request {
  method: string;
  /** The object key, without the bucket. */
  key: string;
  status: number;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`, the endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_URL for the fake's bucket, with `folders` after it when given; `secret` replaces the right one (to be refused). */
  url(options?: { folders?: string; secret?: string }): string;
  /** The bucket's objects by key. */
  objects: Map<string, FakeS3Object>;
  requests: RecordedS3Request[];
  /** Holds every later answer back this long, as a storage that has stopped answering. */
  setDelay(ms: number): void;
  /** Answers the next `count` requests 503 SlowDown, as a busy S3 does. */
  slowDown(count: number): void;
  close(): Promise<void>;
}

export interface FakeS3Options {
  port?: number;
  host?: string;
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** How far a request's X-Amz-Date may be from the fake's clock, as S3 allows. */
const ALLOWED_SKEW_MS = 15 * 60 * 1000;

const xml = (code: string, message: string, resource: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`;

function refuse(response: ServerResponse, status: number, code: string, message: string, resource: string, head = false): void {
  const body = xml(code, message, resource);
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  response.end(head ? undefined : body);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ as %XX (uppercase). */
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The path as S3 canonicalises it: each segment decoded, then encoded once; the slashes kept. */
const canonicalPath = (rawPath: string) =>
  rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');

function canonicalQuery(search: URLSearchParams): string {
  return [...search]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

type Verdict = { ok: true } | { ok: false; status: number; code: string; message: string };

/** Checks the Authorization header of a request against the fake's credentials; the body is checked against its signed hash. */
function verifySignature(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  options: Required<Omit<FakeS3Options, 'port' | 'host'>>,
): Verdict {
  const refusal = (status: number, code: string, message: string): Verdict => ({ ok: false, status, code, message });
  const authorization = request.headers.authorization ?? '';
  const parsed = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!parsed) return refusal(403, 'AccessDenied', 'Access Denied');
  const [, credential, signedHeadersText, signature] = parsed as unknown as [string, string, string, string];
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (accessKeyId !== options.accessKeyId) {
    return refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (service !== 's3' || terminator !== 'aws4_request' || !day) {
    return refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; the Credential is mal-formed.');
  }
  if (region !== options.region) {
    return refusal(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${options.region}'`,
    );
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!when || !amzDate.startsWith(day))
    return refusal(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  const at = Date.UTC(+when[1]!, +when[2]! - 1, +when[3]!, +when[4]!, +when[5]!, +when[6]!);
  if (Math.abs(Date.now() - at) > ALLOWED_SKEW_MS) {
    return refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  const signedHeaders = signedHeadersText.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
    return refusal(403, 'AccessDenied', 'Host and x-amz-date must be signed');
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return refusal(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  const headerValue = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
  };
  const canonicalRequest = [
    request.method ?? '',
    canonicalPath(url.pathname),
    canonicalQuery(url.searchParams),
    signedHeaders.map((name) => `${name}:${headerValue(name)}\n`).join(''),
    signedHeadersText,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return { ok: true };
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const settings = {
    bucket: options.bucket ?? 'brokerage-files',
    region: options.region ?? 'us-east-1',
    accessKeyId: options.accessKeyId ?? 'FAKEACCESSKEY',
    // A slash and a plus, as AWS secrets often have: S3_URL must carry them percent-encoded.
    secretAccessKey: options.secretAccessKey ?? 'fake/secret+key',
  };
  const objects = new Map<string, FakeS3Object>();
  const requests: RecordedS3Request[] = [];
  let delayMs = 0;
  let slowDowns = 0;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map((segment) => decodeURIComponent(segment)).join('/');
    const head = request.method === 'HEAD';
    const resource = url.pathname;
    const record = (status: number) => requests.push({ method: request.method ?? '', key, status });

    if (slowDowns > 0) {
      slowDowns -= 1;
      record(503);
      return refuse(response, 503, 'SlowDown', 'Please reduce your request rate.', resource, head);
    }
    const verdict = verifySignature(request, url, body, settings);
    if (!verdict.ok) {
      record(verdict.status);
      return refuse(response, verdict.status, verdict.code, verdict.message, resource, head);
    }
    if (decodeURIComponent(bucket) !== settings.bucket) {
      record(404);
      return refuse(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource, head);
    }
    if (!key) {
      record(405);
      return refuse(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', resource, head);
    }

    switch (request.method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? 'application/octet-stream', etag });
        record(200);
        response.writeHead(200, { etag, 'content-length': 0 });
        return response.end();
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) {
          record(404);
          return refuse(response, 404, 'NoSuchKey', 'The specified key does not exist.', resource, head);
        }
        record(200);
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length, etag: object.etag });
        return response.end(head ? undefined : object.bytes);
      }
      case 'DELETE':
        // S3 answers 204 whether or not the key was there.
        objects.delete(key);
        record(204);
        response.writeHead(204);
        return response.end();
      default:
        record(405);
        return refuse(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', resource, head);
    }
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${host}:${port}`;
  return {
    endpoint,
    ...settings,
    url: ({ folders, secret } = {}) =>
      `http://${encodeURIComponent(settings.accessKeyId)}:${encodeURIComponent(secret ?? settings.secretAccessKey)}@${host}:${port}/${settings.bucket}${folders ? `/${folders}` : ''}?region=${settings.region}`,
    objects,
    requests,
    setDelay: (ms) => void (delayMs = ms),
    slowDown: (count) => void (slowDowns = count),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeS3({
    port: Number(process.env.PORT || 9000),
    bucket: process.env.BUCKET || undefined,
    region: process.env.REGION || undefined,
    accessKeyId: process.env.ACCESS_KEY || undefined,
    secretAccessKey: process.env.SECRET || undefined,
  });
  console.log(`Fake S3 listening on ${fake.endpoint}, bucket ${fake.bucket}`);
  console.log(`Start the back office with S3_URL='${fake.url()}'`);
}
