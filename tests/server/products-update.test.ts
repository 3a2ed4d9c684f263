import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../domain/messages';
import {
  CATEGORY_CHANGE_LEAVES_COVERS,
  CATEGORY_CHANGE_LEAVES_TRAVEL_PLANS,
  COVER_NOT_IN_CATEGORY,
  COVERAGE_TYPE_NOT_IN_CATEGORY,
  FLAT_COMMISSION_RULE,
  PERCENTAGE_RULE,
  PRODUCT_ALREADY_ARCHIVED,
  PRODUCT_ARCHIVED,
  PRODUCT_NAME_TAKEN,
  PRODUCT_NOT_ARCHIVED,
  RESTORE_NAME_TAKEN,
} from '../../domain/products';
import { caller, motorProduct, referenceIds, travelProduct, type Reference } from './products-fixtures';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('products: changes on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let ref: Reference;
  let admin: ReturnType<typeof caller>;

  /** Every row of the brokerage's products and their parts, to show that a refused call wrote nothing. */
  async function snapshot() {
    const tables = [
      'products',
      'product_rules',
      'product_limits',
      'product_policy_exceptions',
      'premium_rates',
      'product_covers',
      'insurance_travel_products',
    ];
    const digest: string[] = [];
    for (const table of tables) {
      const result = (await server.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t where tenant_id = '${tenantId}'`),
      )) as unknown as { rows: { d: string }[] };
      digest.push(result.rows[0]!.d);
    }
    return digest;
  }

  async function created(payload: Record<string, unknown>) {
    const answer = await admin('POST', '/product', payload);
    if (answer.statusCode !== 201) throw new Error(answer.body);
    return answer.json().data as { product_id: string } & Record<string, unknown>;
  }
  const detailed = async (id: string) => (await admin('GET', `/product/${id}?detailed=true&archive=true`)).json().data;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    ref = await referenceIds(server);
    admin = caller(server, await signInAs(server, 'admin@demo.ng'));
  });
  afterAll(() => server?.close());

  it('changes the main fields given and leaves every part that is missing from the body as it was', async () => {
    const product = await created(motorProduct(ref));
    const before = await detailed(product.product_id);
    const answer = await admin('PUT', `/product/${product.product_id}`, {
      productName: 'Leadway Motor Plus',
      commissionType: 'Flat',
      commissionRate: '15,000.5',
      remark: '',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: 'Product updated' });
    const after = answer.json().data;
    expect(after).toMatchObject({
      product_name: 'Leadway Motor Plus',
      commission_type: 'Flat',
      commission_rate: '15000.50',
      remark: null,
      tenor: 12,
    });
    for (const part of [
      'product_rules',
      'product_limits',
      'product_policy_exceptions',
      'premium_rates',
      'covers',
      'insurance_travel_products',
    ]) {
      expect(after[part], part).toEqual(before[part]);
    }
  });

  it('replaces the parts present in the body, whole, and keeps the others', async () => {
    const product = await created(motorProduct(ref, { productName: 'Parts Motor' }));
    const before = await detailed(product.product_id);
    const answer = await admin('PUT', `/product/${product.product_id}`, {
      productRules: ['Only one rule now'],
      covers: [{ coverId: ref.cover['MOTOR.THEFT'], rate: '1.75' }],
      productLimits: [],
    });
    expect(answer.statusCode).toBe(200);
    const after = answer.json().data;
    expect(after.product_rules.map((rule: { rule: string }) => rule.rule)).toEqual(['Only one rule now']);
    expect(after.covers).toEqual([{ cover_id: ref.cover['MOTOR.THEFT'], cover_code: 'THEFT', cover_name: 'Theft', rate: '1.75' }]);
    expect(after.product_limits).toEqual([]);
    expect(after.product_policy_exceptions).toEqual(before.product_policy_exceptions);
    expect(after.premium_rates).toEqual(before.premium_rates);
    expect(after.product_name).toBe('Parts Motor');
  });

  it('replaces one part through its own call', async () => {
    const product = await created(motorProduct(ref, { productName: 'One Part Motor' }));
    const id = product.product_id;
    const calls: [string, Record<string, unknown>, string, unknown][] = [
      [
        'rules',
        { productRules: [{ rule: 'Keep the car in a garage' }] },
        'product_rules',
        [{ rule_id: expect.any(String), rule: 'Keep the car in a garage' }],
      ],
      [
        'limits',
        { productLimits: [{ description: 'Windscreen', amount: '150000' }] },
        'product_limits',
        [{ limit_id: expect.any(String), description: 'Windscreen', amount: '150000.00' }],
      ],
      [
        'exceptions',
        { productPolicyExceptions: ['Wear and tear'] },
        'product_policy_exceptions',
        [{ exception_id: expect.any(String), exception: 'Wear and tear' }],
      ],
      [
        'premiumRate',
        { premiumRates: [{ description: 'Bus', rate: '4', minimumPremium: '40000' }] },
        'premium_rates',
        [{ premium_rate_id: expect.any(String), description: 'Bus', rate: '4', minimum_premium: '40000.00' }],
      ],
      [
        'covers',
        { covers: [ref.cover['MOTOR.FIRE']] },
        'covers',
        [{ cover_id: ref.cover['MOTOR.FIRE'], cover_code: 'FIRE', cover_name: 'Fire', rate: null }],
      ],
    ];
    for (const [path, body, part, expected] of calls) {
      const answer = await admin('PUT', `/product/${path}/${id}`, body);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
      expect(answer.json().data[part]).toEqual(expected);
    }
    const last = await detailed(id);
    expect(last.product_rules).toHaveLength(1);
    expect(last.product_limits).toHaveLength(1);
  });

  it('refuses bad changes with field errors and writes nothing', async () => {
    const motor = await created(motorProduct(ref, { productName: 'Checked Motor' }));
    const travel = await created(travelProduct(ref));
    await created(motorProduct(ref, { productName: 'Taken Motor' }));
    const before = await snapshot();
    const cases: [string, Record<string, unknown>, number, { field: string; message: string }[]][] = [
      [
        `/product/${motor.product_id}`,
        { commissionType: 'Flat', commissionRate: 'ten' },
        400,
        [{ field: 'commissionRate', message: FLAT_COMMISSION_RULE }],
      ],
      // A rate alone is checked against the commission type the product keeps.
      [`/product/${motor.product_id}`, { commissionRate: '150' }, 400, [{ field: 'commissionRate', message: PERCENTAGE_RULE }]],
      [
        `/product/${motor.product_id}`,
        { coverageType: ref.coverageType['TRAVEL.SINGLE_TRIP'] },
        400,
        [{ field: 'coverageType', message: COVERAGE_TYPE_NOT_IN_CATEGORY }],
      ],
      [
        `/product/${motor.product_id}`,
        { insuranceCategoryId: ref.category.FIRE, coverageType: ref.coverageType['FIRE.STANDARD_FIRE'] },
        400,
        [{ field: 'covers', message: CATEGORY_CHANGE_LEAVES_COVERS }],
      ],
      [
        `/product/${travel.product_id}`,
        { insuranceCategoryId: ref.category.FIRE, coverageType: ref.coverageType['FIRE.STANDARD_FIRE'], covers: [] },
        400,
        [{ field: 'insuranceTravelProducts', message: CATEGORY_CHANGE_LEAVES_TRAVEL_PLANS }],
      ],
      [`/product/${motor.product_id}`, { productName: 'taken motor' }, 409, [{ field: 'productName', message: PRODUCT_NAME_TAKEN }]],
      [`/product/${motor.product_id}`, { productRules: [''] }, 400, [{ field: 'productRules.0.rule', message: FIELD_REQUIRED }]],
      [
        `/product/covers/${motor.product_id}`,
        { covers: [ref.cover['FIRE.FLOOD']] },
        400,
        [{ field: 'covers.0.coverId', message: COVER_NOT_IN_CATEGORY }],
      ],
      [`/product/covers/${motor.product_id}`, {}, 400, [{ field: 'covers', message: FIELD_REQUIRED }]],
      [
        `/product/rules/${motor.product_id}`,
        { productRules: 'one rule' },
        400,
        [{ field: 'productRules', message: 'Invalid value for productRules' }],
      ],
      [
        `/product/limits/${motor.product_id}`,
        { productLimits: [{ description: 'Glass', amount: '1.234' }] },
        400,
        [{ field: 'productLimits.0.amount', message: expect.any(String) }],
      ],
    ];
    for (const [url, body, status, errors] of cases) {
      const answer = await admin('PUT', url, body);
      expect(answer.statusCode, `${url} ${JSON.stringify(body)}: ${answer.body}`).toBe(status);
      expect(answer.json().errors).toEqual(errors);
    }
    expect(await snapshot()).toEqual(before);
    // With the covers of the new category and no travel plans, the class may change.
    const moved = await admin('PUT', `/product/${travel.product_id}`, {
      insuranceCategoryId: ref.category.FIRE,
      coverageType: ref.coverageType['FIRE.STANDARD_FIRE'],
      covers: [ref.cover['FIRE.FLOOD']],
      insuranceTravelProducts: [],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      insurance_category_code: 'FIRE',
      coverage_type_name: 'Standard Fire',
      insurance_travel_products: [],
    });
  });

  it('removes one cover, and answers 404 for a cover the product does not have or a product that is not ours', async () => {
    const product = await created(motorProduct(ref, { productName: 'Cover Motor' }));
    const own = ref.cover['MOTOR.OWN_DAMAGE'];
    const answer = await admin('DELETE', `/product/covers/${own}?productId=${product.product_id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: 'Cover removed from the product' });
    expect(answer.json().data.covers.map((cover: { cover_code: string }) => cover.cover_code)).toEqual(['FLOOD_EXTENSION']);
    for (const url of [
      `/product/covers/${own}?productId=${product.product_id}`,
      `/product/covers/${own}?productId=${randomUUID()}`,
      `/product/covers/abc?productId=${product.product_id}`,
    ]) {
      expect((await admin('DELETE', url)).statusCode, url).toBe(404);
    }
    const missing = await admin('DELETE', `/product/covers/${own}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'productId', message: expect.any(String) }]);
  });

  it('archives and restores; an archived product refuses changes; restoring refuses a name a live product took meanwhile', async () => {
    const product = await created(motorProduct(ref, { productName: 'Seasonal Motor' }));
    const id = product.product_id;
    const archived = await admin('DELETE', `/product/${id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      success: true,
      message: 'Product archived',
      data: { product_id: id, archived: true, archived_at: expect.any(String) },
    });
    expect((await admin('DELETE', `/product/${id}`)).json()).toMatchObject({ code: 'CONFLICT', message: PRODUCT_ALREADY_ARCHIVED });
    for (const [method, url, body] of [
      ['PUT', `/product/${id}`, { remark: 'x' }],
      ['PUT', `/product/rules/${id}`, { productRules: [] }],
      ['DELETE', `/product/covers/${ref.cover['MOTOR.OWN_DAMAGE']}?productId=${id}`, undefined],
    ] as const) {
      const answer = await admin(method, url, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(PRODUCT_ARCHIVED);
    }
    // The name is free again while the product is archived.
    const twin = await created(motorProduct(ref, { productName: 'SEASONAL motor' }));
    const refused = await admin('PUT', `/product/restore/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RESTORE_NAME_TAKEN);
    await admin('DELETE', `/product/${twin.product_id}`);
    const restored = await admin('PUT', `/product/restore/${id}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: 'Product restored', data: { archived: false, archived_at: null } });
    expect((await detailed(id)).covers).toHaveLength(2);
    expect((await admin('PUT', `/product/restore/${id}`)).json().message).toBe(PRODUCT_NOT_ARCHIVED);
  });

  it('answers 404 for unknown or malformed ids on every change', async () => {
    for (const id of [randomUUID(), 'nope']) {
      for (const [method, url, body] of [
        ['PUT', `/product/${id}`, { remark: 'x' }],
        ['PUT', `/product/rules/${id}`, { productRules: [] }],
        ['PUT', `/product/limits/${id}`, { productLimits: [] }],
        ['PUT', `/product/exceptions/${id}`, { productPolicyExceptions: [] }],
        ['PUT', `/product/premiumRate/${id}`, { premiumRates: [] }],
        ['PUT', `/product/covers/${id}`, { covers: [] }],
        ['DELETE', `/product/${id}`, undefined],
        ['PUT', `/product/restore/${id}`, undefined],
      ] as const) {
        const answer = await admin(method, url, body);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('refuses every change to someone without Manage Products', async () => {
    const product = await created(motorProduct(ref, { productName: 'Guarded Motor' }));
    const agent = caller(server, await signInAs(server, 'agent@demo.ng'));
    const before = await snapshot();
    for (const [method, url, body] of [
      ['PUT', `/product/${product.product_id}`, { remark: 'x' }],
      ['PUT', `/product/rules/${product.product_id}`, { productRules: [] }],
      ['PUT', `/product/limits/${product.product_id}`, { productLimits: [] }],
      ['PUT', `/product/exceptions/${product.product_id}`, { productPolicyExceptions: [] }],
      ['PUT', `/product/premiumRate/${product.product_id}`, { premiumRates: [] }],
      ['PUT', `/product/covers/${product.product_id}`, { covers: [] }],
      ['DELETE', `/product/covers/${ref.cover['MOTOR.OWN_DAMAGE']}?productId=${product.product_id}`, undefined],
      ['DELETE', `/product/${product.product_id}`, undefined],
      ['PUT', `/product/restore/${product.product_id}`, undefined],
    ] as const) {
      const answer = await agent(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    expect((await agent('GET', `/product/${product.product_id}?detailed=true`)).statusCode).toBe(200);
  });
});
