import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../domain/messages';
import {
  CHOOSE_CATEGORY,
  CHOOSE_INSURER,
  CHOOSE_TENOR_UNIT,
  COVER_LISTED_TWICE,
  COVER_NOT_IN_CATEGORY,
  COVERAGE_TYPE_NOT_IN_CATEGORY,
  FLAT_COMMISSION_RULE,
  MAX_DAYS_BEFORE_MIN,
  PERCENTAGE_RULE,
  PRODUCT_NAME_TAKEN,
  RATE_RULE,
  TENOR_RULE,
  TRAVEL_PLANS_ONLY_FOR_TRAVEL,
} from '../../domain/products';
import { insuranceProviders, insuranceTravelProducts, premiumRates, productLimits, products } from '../../server/db/schema';
import { caller, grant, motorProduct, productCount, referenceIds, revoke, travelProduct, type Reference } from './products-fixtures';
import { createUser, demoTenantId, freshEmail, STRONG_PASSWORD, userByEmail } from './support/accounts';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('products: create and read on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let ref: Reference;
  let admin: ReturnType<typeof caller>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    ref = await referenceIds(server);
    admin = caller(server, await signInAs(server, 'admin@demo.ng'));
  });
  afterAll(() => server?.close());

  it('creates a product with every part in one go and answers it with names resolved and exact amounts', async () => {
    const answer = await admin('POST', '/product', motorProduct(ref));
    expect(answer.statusCode).toBe(201);
    const { data } = answer.json();
    expect(answer.json()).toMatchObject({ success: true, message: 'Product created' });
    expect(data).toEqual({
      product_id: expect.any(String),
      product_name: 'Leadway Private Motor Comprehensive',
      remark: 'For private cars up to ₦50m',
      insurance_provider_id: ref.provider.LEADWAY,
      insurance_provider_name: 'Leadway Assurance Company Limited',
      insurance_provider_short_name: 'Leadway',
      insurance_category_id: ref.category.MOTOR,
      insurance_category_name: 'Motor',
      insurance_category_code: 'MOTOR',
      line_of_business_id: ref.lineOf.MOTOR,
      line_of_business_name: expect.stringMatching(/General/),
      coverage_type_id: ref.coverageType['MOTOR.COMPREHENSIVE'],
      coverage_type_name: 'Comprehensive',
      tenor: 12,
      tenor_unit: 'Months',
      commission_type: 'Percentage',
      commission_rate: '12.50',
      archived: false,
      archived_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      product_rules: [
        { rule_id: expect.any(String), rule: 'Vehicle must be inspected before cover starts' },
        { rule_id: expect.any(String), rule: 'No cover for vehicles older than 15 years' },
      ],
      product_limits: [
        { limit_id: expect.any(String), description: 'Third party property damage', amount: '3000000.00' },
        { limit_id: expect.any(String), description: 'Medical expenses', amount: '250000.50' },
        { limit_id: expect.any(String), description: 'Towing', amount: null },
      ],
      product_policy_exceptions: [
        { exception_id: expect.any(String), exception: 'Racing and speed testing' },
        { exception_id: expect.any(String), exception: 'Driving under the influence' },
      ],
      premium_rates: [
        { premium_rate_id: expect.any(String), description: 'Private saloon', rate: '2.5', minimum_premium: '25000.00' },
        { premium_rate_id: expect.any(String), description: 'SUV', rate: '3.125', minimum_premium: null },
      ],
      covers: [
        { cover_id: ref.cover['MOTOR.OWN_DAMAGE'], cover_code: 'OWN_DAMAGE', cover_name: 'Own Damage', rate: null },
        { cover_id: ref.cover['MOTOR.FLOOD_EXTENSION'], cover_code: 'FLOOD_EXTENSION', cover_name: 'Flood Extension', rate: '0.5' },
      ],
      insurance_travel_products: [],
    });
    // Inside, money is integer kobo and rates exact decimals.
    const limits = await server.db
      .select()
      .from(productLimits)
      .where(eq(productLimits.productId, data.product_id))
      .orderBy(asc(productLimits.position));
    expect(limits.map((row) => [row.tenantId, row.amountKobo])).toEqual([
      [tenantId, 300_000_000],
      [tenantId, 25_000_050],
      [tenantId, null],
    ]);
    const rates = await server.db
      .select()
      .from(premiumRates)
      .where(eq(premiumRates.productId, data.product_id))
      .orderBy(asc(premiumRates.position));
    expect(rates.map((row) => [row.rate, row.minimumPremiumKobo])).toEqual([
      ['2.5000', 2_500_000],
      ['3.1250', null],
    ]);
    const [row] = await server.db.select().from(products).where(eq(products.id, data.product_id));
    expect(row).toMatchObject({ tenantId, commissionRate: '12.50', createdBy: expect.any(String) });
  });

  it('keeps a Flat commission as naira and travel plans on a travel product', async () => {
    const answer = await admin('POST', '/product', travelProduct(ref));
    expect(answer.statusCode).toBe(201);
    const { data } = answer.json();
    expect(data).toMatchObject({
      commission_type: 'Flat',
      commission_rate: '2500.00',
      insurance_category_code: 'TRAVEL',
      tenor: 90,
      tenor_unit: 'Days',
    });
    expect(data.insurance_travel_products).toEqual([
      {
        travel_product_id: expect.any(String),
        plan_name: 'Schengen Basic',
        destination: 'Schengen area',
        min_days: 1,
        max_days: 30,
        premium: '18500.00',
      },
      {
        travel_product_id: expect.any(String),
        plan_name: 'Schengen Plus',
        destination: 'Schengen area',
        min_days: 31,
        max_days: 90,
        premium: '42000.50',
      },
    ]);
    const plans = await server.db.select().from(insuranceTravelProducts).where(eq(insuranceTravelProducts.productId, data.product_id));
    expect(plans.map((plan) => plan.premiumKobo).sort()).toEqual([1_850_000, 4_200_050]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await productCount(server, tenantId);
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [
        {},
        [
          'insuranceProviderId',
          'insuranceCategoryId',
          'coverageType',
          'productName',
          'tenor',
          'tenorUnit',
          'commissionType',
          'commissionRate',
        ].map((field) => ({ field, message: FIELD_REQUIRED })),
      ],
      [motorProduct(ref, { commissionRate: '100.01' }), [{ field: 'commissionRate', message: PERCENTAGE_RULE }]],
      [motorProduct(ref, { commissionRate: '12.345' }), [{ field: 'commissionRate', message: PERCENTAGE_RULE }]],
      [motorProduct(ref, { commissionType: 'Flat', commissionRate: '-5' }), [{ field: 'commissionRate', message: FLAT_COMMISSION_RULE }]],
      [
        motorProduct(ref, { commissionType: 'Flat', commissionRate: '10.001' }),
        [{ field: 'commissionRate', message: FLAT_COMMISSION_RULE }],
      ],
      [
        motorProduct(ref, { tenor: 0, tenorUnit: 'Fortnights' }),
        [
          { field: 'tenor', message: TENOR_RULE },
          { field: 'tenorUnit', message: CHOOSE_TENOR_UNIT },
        ],
      ],
      [motorProduct(ref, { tenor: 2.5 }), [{ field: 'tenor', message: TENOR_RULE }]],
      [motorProduct(ref, { productName: '   ' }), [{ field: 'productName', message: FIELD_REQUIRED }]],
      [motorProduct(ref, { productRules: ['ok', ''] }), [{ field: 'productRules.1.rule', message: FIELD_REQUIRED }]],
      [
        motorProduct(ref, { premiumRates: [{ description: 'Saloon', rate: '100.5' }] }),
        [{ field: 'premiumRates.0.rate', message: RATE_RULE }],
      ],
      [
        motorProduct(ref, { covers: [ref.cover['MOTOR.THEFT'], { coverId: ref.cover['MOTOR.THEFT'] }] }),
        [{ field: 'covers.1.coverId', message: COVER_LISTED_TWICE }],
      ],
      [
        travelProduct(ref, {
          insuranceTravelProducts: [{ planName: 'Odd', destination: 'Worldwide', minDays: 10, maxDays: 5, premium: '1000' }],
        }),
        [{ field: 'insuranceTravelProducts.0.maxDays', message: MAX_DAYS_BEFORE_MIN }],
      ],
      // Checked against the reference data:
      [
        motorProduct(ref, { coverageType: ref.coverageType['FIRE.STANDARD_FIRE'] }),
        [{ field: 'coverageType', message: COVERAGE_TYPE_NOT_IN_CATEGORY }],
      ],
      [
        motorProduct(ref, { covers: [ref.cover['MOTOR.THEFT'], ref.cover['FIRE.FLOOD']] }),
        [{ field: 'covers.1.coverId', message: COVER_NOT_IN_CATEGORY }],
      ],
      [motorProduct(ref, { insuranceCategoryId: 999_999 }), [{ field: 'insuranceCategoryId', message: CHOOSE_CATEGORY }]],
      [motorProduct(ref, { insuranceProviderId: 999_999 }), [{ field: 'insuranceProviderId', message: CHOOSE_INSURER }]],
      [
        motorProduct(ref, { insuranceTravelProducts: travelProduct(ref).insuranceTravelProducts }),
        [{ field: 'insuranceTravelProducts', message: TRAVEL_PLANS_ONLY_FOR_TRAVEL }],
      ],
    ];
    for (const [payload, errors] of cases) {
      const answer = await admin('POST', '/product', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors).toEqual(errors);
    }
    expect(await productCount(server, tenantId)).toBe(before);
  });

  it('offers the shared insurers and the brokerage’s own, but no inactive one and none of another brokerage', async () => {
    const other = await createTenantWithUser(server, { email: freshEmail('other'), password: STRONG_PASSWORD, url: `other-${kind}` });
    const own = async (code: string, values: { tenantId?: string; status?: number }) =>
      (
        await server.db
          .insert(insuranceProviders)
          .values({ code, name: `${code} Insurance Ltd`, shortName: code, licenceClass: 'Non-Life', ...values })
          .returning()
      )[0]!.id;
    const ours = await own('OURS_MUTUAL', { tenantId });
    const theirs = await own('THEIRS_MUTUAL', { tenantId: other.tenantId });
    const closed = await own('CLOSED_MUTUAL', { status: 0 });
    const ourAnswer = await admin('POST', '/product', motorProduct(ref, { insuranceProviderId: ours, productName: 'Mutual Motor' }));
    expect(ourAnswer.statusCode).toBe(201);
    expect(ourAnswer.json().data.insurance_provider_name).toBe('OURS_MUTUAL Insurance Ltd');
    for (const providerId of [theirs, closed]) {
      const answer = await admin('POST', '/product', motorProduct(ref, { insuranceProviderId: providerId, productName: 'Mutual Motor 2' }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([{ field: 'insuranceProviderId', message: CHOOSE_INSURER }]);
    }
  });

  it('answers 409 for a name the insurer already has among live products, in any case; another insurer may use it', async () => {
    const before = await productCount(server, tenantId);
    const answer = await admin('POST', '/product', motorProduct(ref, { productName: '  leadway PRIVATE motor comprehensive ' }));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'CONFLICT',
      message: PRODUCT_NAME_TAKEN,
      errors: [{ field: 'productName', message: PRODUCT_NAME_TAKEN }],
    });
    expect(await productCount(server, tenantId)).toBe(before);
    expect((await admin('POST', '/product', motorProduct(ref, { insuranceProviderId: ref.provider.AIICO }))).statusCode).toBe(201);
  });

  it('lists live products a page at a time, filtered by insurer, line of business, category and words', async () => {
    const names = async (query: string, path = '/product') => {
      const answer = await admin('GET', `${path}${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json()
        .data.map(
          (product: { product_name: string; insurance_provider_short_name: string }) =>
            `${product.product_name} (${product.insurance_provider_short_name})`,
        );
    };
    const all = await admin('GET', '/product?limit=2&page=1');
    expect(all.json().meta).toEqual({ page: 1, limit: 2, total: 4, pages: 2 });
    expect(all.json().data).toHaveLength(2);
    expect(all.json().data[0]).not.toHaveProperty('product_rules');
    expect(await names(`?underwriterId=${ref.provider.LEADWAY}`)).toEqual(['Leadway Private Motor Comprehensive (Leadway)']);
    expect(await names(`?providerId=${ref.provider.AIICO}&categoryId=${ref.category.MOTOR}`)).toEqual([
      'Leadway Private Motor Comprehensive (AIICO)',
    ]);
    expect(await names(`?categoryId=${ref.category.TRAVEL}`)).toEqual(['AXA Schengen Single Trip (AXA Mansard)']);
    expect(await names(`?lineOfBusinessId=${ref.lineOf.MOTOR}&searchTerm=schengen`)).toEqual(['AXA Schengen Single Trip (AXA Mansard)']);
    expect(await names('?searchTerm=%20mutual%20')).toEqual(['Mutual Motor (OURS_MUTUAL)']);
    expect(await names('?searchQuery=axa', '/product/search')).toEqual(['AXA Schengen Single Trip (AXA Mansard)']);
    expect(await names('?searchTerm=100%25')).toEqual([]);
    const bad = await admin('GET', '/product?underwriterId=leadway&categoryId=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(['underwriterId', 'categoryId']);
  });

  it('reads one product, with its parts when detailed, and 404 for an unknown, malformed or archived one', async () => {
    const [first] = (await admin('GET', `/product?underwriterId=${ref.provider.LEADWAY}`)).json().data;
    const plain = await admin('GET', `/product/${first.product_id}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toEqual(first);
    const detailed = await admin('GET', `/product/${first.product_id}?detailed=true`);
    expect(detailed.json().data.product_rules).toHaveLength(2);
    expect(detailed.json().data.covers).toHaveLength(2);
    for (const id of [randomUUID(), 'not-an-id']) {
      const answer = await admin('GET', `/product/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
    await server.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, first.product_id));
    expect((await admin('GET', `/product/${first.product_id}`)).statusCode).toBe(404);
    expect((await admin('GET', `/product/${first.product_id}?archive=true&detailed=true`)).json().data).toMatchObject({
      archived: true,
      product_rules: expect.any(Array),
    });
    const archived = await admin('GET', '/product/archive');
    expect(archived.json().data.map((product: { product_id: string }) => product.product_id)).toEqual([first.product_id]);
    expect((await admin('GET', '/product')).json().meta.total).toBe(3);
    await server.db.update(products).set({ archivedAt: null }).where(eq(products.id, first.product_id));
  });

  it('lets in readers with View Products and writers with Manage Products, however they hold it', async () => {
    const email = freshEmail('products');
    const nobody = await createUser(server, { tenantId, email, password: STRONG_PASSWORD, userType: 'admin-role' });
    const asNobody = caller(server, await signInAs(server, email, STRONG_PASSWORD));
    for (const [method, url] of [
      ['GET', '/product'],
      ['GET', '/product/search'],
      ['GET', '/product/archive'],
      ['GET', `/product/${randomUUID()}`],
    ] as const) {
      const refused = await asNobody(method, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/'View Products'/);
    }
    await grant(server, tenantId, nobody.id, 'View Products');
    expect((await asNobody('GET', '/product')).statusCode).toBe(200);

    // An underwriting officer reads products but does not manage them, until a group says so.
    const broker = caller(server, await signInAs(server, 'broker@demo.ng'));
    expect((await broker('GET', '/product')).statusCode).toBe(200);
    const before = await productCount(server, tenantId);
    const refused = await broker('POST', '/product', motorProduct(ref, { productName: 'Officer Motor' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/'Manage Products'/);
    expect(await productCount(server, tenantId)).toBe(before);
    const officer = await userByEmail(server, 'broker@demo.ng');
    await grant(server, tenantId, officer.id, 'Manage Products', 'group');
    expect((await broker('POST', '/product', motorProduct(ref, { productName: 'Officer Motor' }))).statusCode).toBe(201);
    await revoke(server, officer.id);
    expect((await broker('PUT', `/product/restore/${randomUUID()}`)).statusCode).toBe(403);
  });
});
