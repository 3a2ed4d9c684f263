import { validate, type Struct } from 'superstruct';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [keyword: string]: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct, whatever it checks
type AnyStruct = Struct<any, any>;

/** Types whose name alone says what they accept (also the members a union's message can name). */
const SCALARS: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  bigint: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
};

/** Values that break a refinement of each kind of struct, so that its name can be read from the failure. */
const PROBES: Record<string, unknown[]> = {
  string: ['', 'x'],
  number: [0, 0.5, -1],
  integer: [0, -1],
  object: [{}],
  type: [{}],
  array: [[]],
};

function accepts(struct: AnyStruct, value: unknown, coerce = false): boolean {
  try {
    return !validate(value, struct, { coerce })[0];
  } catch {
    return false;
  }
}

/**
 * superstruct's optional, nullable, refine, coerce and defaulted copy the inner struct's `type`
 * and `schema`; only their checks differ, so those are asked: does it take undefined, null?
 */
export function jsonSchemaOf(struct: AnyStruct): JsonSchema {
  const schema = shapeOf(struct);
  const rules = refinementsOf(struct);
  const described = rules.length
    ? { ...schema, description: `Also checked by the rule${rules.length > 1 ? 's' : ''} ${rules.join(', ')}` }
    : schema;
  return accepts(struct, null) && !takesNull(described) ? orNull(described) : described;
}

/** Whether an object's key may be left out (optional, or given a default). */
export const isOptional = (struct: AnyStruct): boolean => accepts(struct, undefined, true);

function shapeOf(struct: AnyStruct): JsonSchema {
  const { type, schema } = struct as { type: string; schema: unknown };
  if (SCALARS[type]) return SCALARS[type];
  switch (type) {
    case 'object':
    case 'type':
      return objectSchema(schema as Record<string, AnyStruct> | null, type === 'object');
    case 'array':
      return schema ? { type: 'array', items: jsonSchemaOf(schema as AnyStruct) } : { type: 'array' };
    case 'tuple':
      return { type: 'array' };
    case 'record':
      return { type: 'object' };
    case 'literal':
      return schema !== null ? { const: schema } : accepts(struct, null) ? { type: 'null' } : {};
    case 'enums':
      return enumSchema(Object.values(schema as Record<string, unknown>));
    case 'union':
      return unionSchema(struct);
    case 'never':
      return { not: {} };
    default:
      // dynamic, lazy, intersection, any, unknown and custom types: anything.
      return {};
  }
}

function objectSchema(shape: Record<string, AnyStruct> | null, closed: boolean): JsonSchema {
  if (!shape) return { type: 'object' };
  const entries = Object.entries(shape);
  const required = entries.filter(([, field]) => !isOptional(field)).map(([key]) => key);
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([key, field]) => [key, jsonSchemaOf(field)])),
    ...(required.length ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

function enumSchema(values: unknown[]): JsonSchema {
  const kinds = new Set(values.map((value) => typeof value));
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  return only === 'string' || only === 'number' ? { type: only, enum: values } : { enum: values };
}

/** A union keeps its members to itself; its failure message names their types, enough for unions of scalars. */
function unionSchema(struct: AnyStruct): JsonSchema {
  const [error] = validate(Symbol('none'), struct);
  const names = /union of `([^`]*)`/.exec(error?.message ?? '')?.[1]?.split(' | ') ?? [];
  if (!names.length || !names.every((name) => SCALARS[name])) return {};
  const members = [...new Set(names)].map((name) => SCALARS[name]!);
  return members.length === 1 ? members[0]! : { anyOf: members };
}

/** The names of the struct's own refinements (not its fields'), as far as a few wrong values reveal them. */
function refinementsOf(struct: AnyStruct): string[] {
  const names = new Set<string>();
  for (const probe of PROBES[struct.type] ?? []) {
    const [error] = validate(probe, struct);
    for (const failure of error?.failures() ?? []) if (failure.refinement && failure.branch.length === 1) names.add(failure.refinement);
  }
  return [...names];
}

function takesNull(schema: JsonSchema): boolean {
  const { type, anyOf } = schema;
  if (Array.isArray(type)) return type.includes('null');
  if (type !== undefined) return type === 'null';
  if ('const' in schema) return schema.const === null;
  if (Array.isArray(schema.enum)) return schema.enum.includes(null);
  if (Array.isArray(anyOf)) return anyOf.some((member) => takesNull(member as JsonSchema));
  return !('not' in schema);
}

function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !('enum' in schema) && !('const' in schema)) return { ...schema, type: [schema.type, 'null'] };
  const members = Array.isArray(schema.anyOf) && Object.keys(schema).length === 1 ? schema.anyOf : [schema];
  return { anyOf: [...members, { type: 'null' }] };
}
