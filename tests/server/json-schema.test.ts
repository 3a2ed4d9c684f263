import {
  any,
  array,
  boolean,
  coerce,
  date,
  defaulted,
  dynamic,
  enums,
  integer,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  type,
  union,
  unknown,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { InvoicePayload } from '../../domain/invoices';
import { isOptional, jsonSchemaOf } from '../../server/http/json-schema';
import { IdParams, PageQuery } from '../../server/http/params';

describe('JSON Schema of a superstruct struct', () => {
  it('gives the scalars their types, a date as a date-time string', () => {
    expect(jsonSchemaOf(string())).toEqual({ type: 'string' });
    expect(jsonSchemaOf(number())).toEqual({ type: 'number' });
    expect(jsonSchemaOf(integer())).toEqual({ type: 'integer' });
    expect(jsonSchemaOf(boolean())).toEqual({ type: 'boolean' });
    expect(jsonSchemaOf(date())).toEqual({ type: 'string', format: 'date-time' });
  });

  it('gives a literal its constant and enums their values', () => {
    expect(jsonSchemaOf(literal('Individual'))).toEqual({ const: 'Individual' });
    expect(jsonSchemaOf(literal(null))).toEqual({ type: 'null' });
    expect(jsonSchemaOf(enums(['Rate', 'Amount']))).toEqual({ type: 'string', enum: ['Rate', 'Amount'] });
    expect(jsonSchemaOf(enums([1, 2, 3]))).toEqual({ type: 'number', enum: [1, 2, 3] });
  });

  it('closes an object, leaves a type open, and requires the keys that may not be left out', () => {
    const shape = { name: string(), note: optional(string()), active: defaulted(boolean(), true) };
    expect(jsonSchemaOf(object(shape))).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, note: { type: 'string' }, active: { type: 'boolean' } },
      required: ['name'],
      additionalProperties: false,
    });
    expect(jsonSchemaOf(type(shape))).not.toHaveProperty('additionalProperties');
    expect(jsonSchemaOf(type({ note: optional(string()) }))).not.toHaveProperty('required');
    expect(jsonSchemaOf(object())).toEqual({ type: 'object' });
  });

  it('lets null through where the struct is nullable', () => {
    expect(jsonSchemaOf(nullable(string()))).toEqual({ type: ['string', 'null'] });
    expect(jsonSchemaOf(nullable(enums(['a', 'b'])))).toEqual({ anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] });
    expect(jsonSchemaOf(optional(nullable(number())))).toEqual({ type: ['number', 'null'] });
  });

  it('describes arrays by their items and records as objects', () => {
    expect(jsonSchemaOf(array(integer()))).toEqual({ type: 'array', items: { type: 'integer' } });
    expect(jsonSchemaOf(record(string(), number()))).toEqual({ type: 'object' });
  });

  it('reads a union of scalars from its members and falls back to anything for the others', () => {
    expect(jsonSchemaOf(union([string(), number()]))).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(jsonSchemaOf(nullable(union([string(), number()])))).toEqual({
      anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }],
    });
    expect(jsonSchemaOf(union([object({ a: string() }), literal('x')]))).toEqual({});
  });

  it('describes a coerced or refined struct as its inner struct, naming the refinement', () => {
    expect(jsonSchemaOf(coerce(number(), string(), Number))).toEqual({ type: 'number' });
    expect(jsonSchemaOf(refine(string(), 'email', (value) => value.includes('@')))).toEqual({
      type: 'string',
      description: 'Also checked by the rule email',
    });
  });

  it('accepts anything where it cannot know more', () => {
    expect(jsonSchemaOf(any())).toEqual({});
    expect(jsonSchemaOf(unknown())).toEqual({});
    expect(jsonSchemaOf(dynamic(() => string()))).toEqual({});
    expect(jsonSchemaOf(lazy(() => string()))).toEqual({});
  });

  it('tells the keys that may be left out', () => {
    expect(isOptional(optional(string()))).toBe(true);
    expect(isOptional(defaulted(string(), 'x'))).toBe(true);
    expect(isOptional(string())).toBe(false);
  });

  it('describes the API parameters', () => {
    expect(jsonSchemaOf(IdParams)).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    });
    const paging = jsonSchemaOf(PageQuery);
    expect(paging.properties).toMatchObject({ page: { type: 'number' }, limit: { type: 'number' } });
    expect(paging).not.toHaveProperty('required');
  });

  it('describes the invoice payload: its fields, the optional shares, its own rule', () => {
    const schema = jsonSchemaOf(InvoicePayload);
    expect(schema).toMatchObject({ type: 'object', description: 'Also checked by the rule invoice' });
    expect(schema).not.toHaveProperty('additionalProperties');
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(properties)).toEqual(
      expect.arrayContaining(['clientType', 'clientId', 'productId', 'issueDate', 'premiumAmount', 'coBrokers', 'invoiceNo']),
    );
    expect(properties.clientId).toEqual({ type: ['string', 'null'] });
    expect(properties.coBrokers).toMatchObject({
      type: 'array',
      items: { type: 'object', properties: { coBrokerId: { type: 'string' }, percentageOfPremium: { type: 'string' } } },
    });
    expect(properties.coInsurers).toMatchObject({
      items: { properties: { insurerId: { type: 'number' } }, required: ['insurerId', 'percentageOfPremium'] },
    });
    // Every field may be left out: what must be there is the payload's own rule to say, with a message per field.
    expect(schema).not.toHaveProperty('required');
  });
});
