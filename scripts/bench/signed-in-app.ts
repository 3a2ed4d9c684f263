import { buildApp } from '../../server/app';
import type { AppContext } from '../../server/context';

/** The real app, booted and signed in as the demo admin: `get` answers a call's JSON or throws on anything but 200. */
export async function signedInApp(ctx: AppContext) {
  const app = await buildApp(ctx);
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: 'admin@demo.ng', password: 'Demo#2026' },
  });
  const token = signIn.json().token as string;
  const get = async <T = { data: unknown; meta: { total: number; pages: number; totalIsEstimate?: boolean; next?: string | null } }>(
    path: string,
  ): Promise<T> => {
    const response = await app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    return response.json() as T;
  };
  return { app, get, token };
}
