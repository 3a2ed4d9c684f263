import { eq } from 'drizzle-orm';
import { covers, insuranceCategories, premiumRates, productCovers, underwriters } from '../../../server/db/schema';
import { invoiceBook, type InvoiceBook } from './invoices';
import type { TestServer } from './test-server';

// Arranging quotes for tests: an invoice book whose product has a premium rate and a priced cover.

export interface QuoteBook extends InvoiceBook {
  /** The product's motor rate: 2.5 % of the sum insured, at least ₦50,000. */
  premiumRateId: string;
  /** A motor cover the product offers at 0.1 %. */
  coverId: number;
  coverName: string;
}

export async function quoteBook(server: TestServer, tenantId: string): Promise<QuoteBook> {
  const book = await invoiceBook(server, tenantId);
  const { db } = server;
  const [rate] = await db
    .insert(premiumRates)
    .values({
      tenantId,
      productId: book.productId,
      description: 'Private motor comprehensive',
      rate: '2.5000',
      minimumPremiumKobo: 5_000_000,
    })
    .returning({ id: premiumRates.id });
  const [cover] = await db
    .select({ id: covers.id, name: covers.name })
    .from(covers)
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, covers.categoryId))
    .where(eq(insuranceCategories.code, 'MOTOR'))
    .limit(1);
  await db.insert(productCovers).values({ tenantId, productId: book.productId, coverId: cover!.id, rate: '0.1000' });
  return { ...book, premiumRateId: rate!.id, coverId: cover!.id, coverName: cover!.name };
}

/** A quote book whose insurer has an underwriter with an email, so its policies can be placed (the slip goes to them). */
export async function placingBook(server: TestServer, tenantId: string): Promise<QuoteBook> {
  const book = await quoteBook(server, tenantId);
  await server.db.insert(underwriters).values({ tenantId, providerId: book.insurerId, name: 'Leadway desk', email: 'desk@leadway.test' });
  return book;
}

/** A POST /quotes/motor body for the book's individual client: ₦5,000,000 at the product's 2.5 %, starting today. */
export function quotePayload(book: QuoteBook, startDate: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    nameOfInsured: 'Adaeze Okafor',
    productId: book.productId,
    startDate,
    sumInsured: '5,000,000.00',
    items: [
      {
        description: 'Toyota Camry 2021',
        sumInsured: '5000000',
        details: { vehicleTypeId: '1', make: 'Toyota', model: 'Camry', year: '2021', registrationNumber: 'LSD 123 XY' },
      },
    ],
    narration: 'Private motor comprehensive',
    ...overrides,
  };
}
