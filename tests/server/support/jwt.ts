/** Reads the JSON of one part of a JWT (0: header, 1: payload) without checking its signature. */
export function decodeJwtPart(token: string, part: 0 | 1): Record<string, unknown> {
  const segment = token.split('.')[part];
  if (!segment) throw new Error(`Not a JWT: ${token}`);
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const decodeJwtPayload = (token: string) => decodeJwtPart(token, 1);

export const encodeJwtPart = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
