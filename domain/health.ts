import { enums, literal, number, type, type Infer } from 'superstruct';

/** GET /health when the server and its database answer (otherwise a 503), and how fast the database did. */
export const Health = type({
  status: literal('ok'),
  database: type({ kind: enums(['pglite', 'postgres']), ok: literal(true), latencyMs: number() }),
});
export type Health = Infer<typeof Health>;
