import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_CATEGORY, CHOOSE_LINE_OF_BUSINESS } from '../../domain/reference';
import { LINES_OF_BUSINESS, POLICYHOLDER_TYPES, PROPERTY_CATEGORIES, VEHICLE_TYPES } from '../../server/seed/reference';
import { caller } from './support/access';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

const ALL_CATEGORIES = LINES_OF_BUSINESS.flatMap((line) => line.categories);
const MOTOR = ALL_CATEGORIES.find((category) => category.code === 'MOTOR')!;
const names = (answer: { json(): { data: { name: string }[] } }) => answer.json().data.map((row) => row.name);
const sorted = (list: readonly string[]) => [...list].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare);

describe.each(oneDatabase())('insurance reference data on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let agent: string;
  let lineIds: Record<string, number>;
  let categoryIds: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    agent = await signInAs(server, 'agent@demo.ng');
    const lines = (await call(agent, 'GET', '/lineOfBusiness')).json().data as { line_of_business_id: number; code: string }[];
    lineIds = Object.fromEntries(lines.map((line) => [line.code, line.line_of_business_id]));
    const categories = (await call(agent, 'GET', '/insuranceCategories')).json().data as { category_id: number; code: string }[];
    categoryIds = Object.fromEntries(categories.map((category) => [category.code, category.category_id]));
  });
  afterAll(() => server?.close());

  it('wants a session for every reference call', async () => {
    for (const [method, url] of [
      ['GET', '/lineOfBusiness'],
      ['GET', '/insuranceCategories'],
      ['GET', '/coverage/types'],
      ['POST', '/product/covers/search'],
      ['GET', '/vehicle/types'],
    ] as const) {
      const answer = await call(null, method, url);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('INVALID_SESSION');
    }
  });

  it('lists the lines of business by name', async () => {
    const answer = await call(agent, 'GET', '/lineOfBusiness');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: [
        {
          line_of_business_id: lineIds.GENERAL_BUSINESS,
          code: 'GENERAL_BUSINESS',
          name: 'General Business',
          description: expect.any(String),
        },
        { line_of_business_id: lineIds.LIFE_BUSINESS, code: 'LIFE_BUSINESS', name: 'Life Business', description: expect.any(String) },
      ],
    });
  });

  it('lists the categories of one line of business, and all of them', async () => {
    const life = LINES_OF_BUSINESS.find((line) => line.code === 'LIFE_BUSINESS')!;
    const answer = await call(agent, 'GET', `/insuranceCategory?lineOfBusinessId=${lineIds.LIFE_BUSINESS}`);
    expect(answer.statusCode).toBe(200);
    expect(names(answer)).toEqual(sorted(life.categories.map((category) => category.name)));
    expect(answer.json().data[0]).toEqual({
      category_id: expect.any(Number),
      line_of_business_id: lineIds.LIFE_BUSINESS,
      line_of_business_name: 'Life Business',
      code: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
    const all = await call(agent, 'GET', '/insuranceCategories');
    expect(names(all)).toEqual(sorted(ALL_CATEGORIES.map((category) => category.name)));
  });

  it('wants a known line of business for its categories', async () => {
    const missing = await call(agent, 'GET', '/insuranceCategory');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'lineOfBusinessId', message: 'This field is required' }]);
    const malformed = await call(agent, 'GET', '/insuranceCategory?lineOfBusinessId=life');
    expect(malformed.json().errors).toEqual([{ field: 'lineOfBusinessId', message: CHOOSE_LINE_OF_BUSINESS }]);
    const unknown = await call(agent, 'GET', '/insuranceCategory?lineOfBusinessId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Line of business not found' });
  });

  it('lists coverage types and covers of a category, or of all', async () => {
    const types = await call(agent, 'GET', `/coverage/types?categoryId=${categoryIds.MOTOR}`);
    expect(types.statusCode).toBe(200);
    expect(names(types)).toEqual(sorted(MOTOR.coverageTypes.map((type) => type.name)));
    expect(types.json().data[0]).toEqual({
      coverage_type_id: expect.any(Number),
      category_id: categoryIds.MOTOR,
      code: expect.any(String),
      name: 'Comprehensive',
      description: expect.any(String),
    });
    const allTypes = await call(agent, 'GET', '/coverage/types');
    expect(allTypes.json().data).toHaveLength(ALL_CATEGORIES.reduce((n, category) => n + category.coverageTypes.length, 0));

    const covers = await call(agent, 'GET', `/covers?categoryId=${categoryIds.MOTOR}`);
    expect(names(covers)).toEqual(sorted(MOTOR.covers.map((cover) => cover.name)));
    expect(covers.json().data[0]).toEqual({
      cover_id: expect.any(Number),
      category_id: categoryIds.MOTOR,
      code: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
    const allCovers = await call(agent, 'GET', '/covers');
    expect(allCovers.json().data).toHaveLength(ALL_CATEGORIES.reduce((n, category) => n + category.covers.length, 0));
  });

  it('answers 400 for a malformed category and 404 for an unknown one', async () => {
    for (const [method, url] of [
      ['GET', '/coverage/types?categoryId=motor'],
      ['GET', '/covers?categoryId=-3'],
      ['POST', '/product/coverageType/search?categoryId=1.5'],
    ] as const) {
      const answer = await call(agent, method, url, method === 'POST' ? { searchQuery: 'x' } : undefined);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors).toEqual([{ field: 'categoryId', message: CHOOSE_CATEGORY }]);
    }
    const inBody = await call(agent, 'POST', '/product/covers/search', { searchQuery: 'fire', categoryId: 'motor' });
    expect(inBody.json().errors).toEqual([{ field: 'categoryId', message: CHOOSE_CATEGORY }]);
    for (const [method, url] of [
      ['GET', '/coverage/types?categoryId=999999'],
      ['GET', '/covers?categoryId=999999'],
      ['POST', '/product/coverageType/search?categoryId=999999'],
    ] as const) {
      const answer = await call(agent, method, url, method === 'POST' ? {} : undefined);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message).toBe('Insurance category not found');
    }
    expect((await call(agent, 'POST', '/product/covers/search', { categoryId: 999999 })).statusCode).toBe(404);
  });

  it('searches coverage types of a category by name: trimmed, in any case', async () => {
    const answer = await call(agent, 'POST', `/product/coverageType/search?categoryId=${categoryIds.MOTOR}`, {
      searchQuery: '  THIRD party ',
    });
    expect(answer.statusCode).toBe(200);
    expect(names(answer)).toEqual(['Third Party Only', 'Third Party, Fire and Theft']);
    const everything = await call(agent, 'POST', `/product/coverageType/search?categoryId=${categoryIds.MOTOR}`, { searchQuery: '   ' });
    expect(everything.json().data).toHaveLength(MOTOR.coverageTypes.length);
    const anyCategory = await call(agent, 'POST', '/product/coverageType/search', { searchQuery: 'comprehensive' });
    expect(anyCategory.json().data.length).toBeGreaterThan(0);
    expect(anyCategory.json().data.every((row: { name: string }) => /comprehensive/i.test(row.name))).toBe(true);
  });

  it('searches covers by name, in one category (body or query) or in all', async () => {
    const motorTheft = await call(agent, 'POST', '/product/covers/search', { searchQuery: 'theft', categoryId: categoryIds.MOTOR });
    expect(motorTheft.statusCode).toBe(200);
    expect(names(motorTheft)).toEqual(sorted(MOTOR.covers.filter((cover) => /theft/i.test(cover.name)).map((cover) => cover.name)));
    const byQuery = await call(agent, 'POST', `/product/covers/search?categoryId=${categoryIds.MOTOR}`, { searchQuery: 'theft' });
    expect(names(byQuery)).toEqual(names(motorTheft));
    const everywhere = await call(agent, 'POST', '/product/covers/search', { searchQuery: 'FIRE' });
    const expected = ALL_CATEGORIES.flatMap((category) => category.covers).filter((cover) => /fire/i.test(cover.name));
    expect(everywhere.json().data).toHaveLength(expected.length);
  });

  it('takes % and _ in a search literally', async () => {
    for (const searchQuery of ['%', '_', 'Own_Damage', '%Damage']) {
      const covers = await call(agent, 'POST', '/product/covers/search', { searchQuery });
      expect(covers.json().data, searchQuery).toEqual([]);
      const types = await call(agent, 'POST', '/product/coverageType/search', { searchQuery });
      expect(types.json().data, searchQuery).toEqual([]);
    }
  });

  it('refuses a search term that is too long', async () => {
    const answer = await call(agent, 'POST', '/product/covers/search', { searchQuery: 'x'.repeat(101) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ field: 'searchQuery', message: 'Must be at most 100 characters' }]);
  });

  it('lists policyholder types, property categories and vehicle types by name', async () => {
    const holders = await call(agent, 'GET', '/policyHolderType');
    expect(holders.statusCode).toBe(200);
    expect(names(holders)).toEqual(sorted(POLICYHOLDER_TYPES.map((row) => row.name)));
    expect(holders.json().data[0]).toEqual({
      policyholder_type_id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
    const properties = await call(agent, 'GET', '/propertyCategory');
    expect(names(properties)).toEqual(sorted(PROPERTY_CATEGORIES.map((row) => row.name)));
    expect(properties.json().data[0]).toHaveProperty('property_category_id');
    for (const url of ['/vehicle/types', '/vehicleTypes']) {
      const vehicles = await call(agent, 'GET', url);
      expect(vehicles.statusCode).toBe(200);
      expect(names(vehicles)).toEqual(sorted(VEHICLE_TYPES.map((row) => row.name)));
      expect(vehicles.json().data[0]).toHaveProperty('vehicle_type_id');
    }
  });
});
