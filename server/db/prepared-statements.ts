import type pg from 'pg';

// PostgreSQL parses and plans an unnamed statement on every call: for the joins a request runs, that
// is most of its cost. A named statement is parsed and planned once per connection; node-postgres
// prepares it on first use and reuses it after. The app's statements come from a bounded set of
// shapes (drizzle renders the same text for the same query), so each text gets a name, up to a limit
// that keeps the connections' memory in check should some query vary its text without bound.
const MOST_NAMED_STATEMENTS = 1_000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MOST_NAMED_STATEMENTS && PREPARABLE.test(text)) names.set(text, (name = `app_${names.size + 1}`));
  return name;
}

type QueryConfig = { text: string; name?: string };

/** The pooled connection as drizzle sees it, with each statement it sends named. */
export function preparingStatements(client: pg.PoolClient): pg.PoolClient {
  const query = (config: unknown, values?: unknown) => {
    if (typeof config === 'object' && config !== null && 'text' in config && !(config as QueryConfig).name) {
      const name = nameFor((config as QueryConfig).text);
      if (name) config = { ...config, name };
    }
    return client.query(config as pg.QueryConfig, values as unknown[]);
  };
  return { query } as unknown as pg.PoolClient;
}
