import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';

/** What the routes and services share: the settings, the database and the token signer. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenService;
}
