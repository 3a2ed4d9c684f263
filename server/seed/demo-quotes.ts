import { eq } from 'drizzle-orm';
import { QuoteDecisionPayload, QuotePayload, QuoteRequestPayload } from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import { propertyCategories, vehicleTypes } from '../db/schema';
import { convertQuote, QuoteResponsePayload, recordResponse } from '../quotes/outcome';
import { requestQuote } from '../quotes/requests';
import { decideQuote, draftQuote, submitQuote } from '../quotes/write';
import { checked } from './checked';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// The demo brokerage's quotes, made through the real services: the broker prices, the admin
// approves. One is billed (the demo's unpaid motor invoice), one waits for approval, one is a draft;
// and the agent's request for a prospect waits for a quote.

/** The demo book's clients, products (motor, fire, marine cargo) and co-broker the quotes are for. */
interface QuotedBook {
  individualClientId: string;
  corporateClientId: string;
  productIds: string[];
  coBrokerId: string;
}

export async function seedDemoQuotes(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  people: { broker: string; admin: string; agent: string | null },
  book: QuotedBook,
) {
  // Nobody is online while the demo is made: the notifications are stored, not pushed.
  const as = (userId: string): TenantWrite => ({ ctx, tx, session: { userId, tenantId, sessionId: 'demo-seed' }, afterCommit: () => {} });
  const broker = as(people.broker);
  const admin = as(people.admin);
  const today = todayInLagos();
  const listId = async (table: typeof vehicleTypes | typeof propertyCategories, code: string) =>
    String((await tx.select({ id: table.id }).from(table).where(eq(table.code, code)))[0]?.id ?? '');
  const draft = (kind: 'motor' | 'fire' | 'marine', terms: Record<string, unknown>) =>
    draftQuote(broker, kind, checked(QuotePayload, { startDate: today, ...terms }, 'Demo quotes'));

  const motor = await draft('motor', {
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    nameOfInsured: 'Chiamaka Nwosu',
    productId: book.productIds[0],
    sumInsured: '8500000.00',
    items: [
      {
        description: 'Toyota Camry 2021, LND 482 KJ',
        sumInsured: '8500000.00',
        details: {
          vehicleTypeId: await listId(vehicleTypes, 'PRIVATE_SALOON'),
          make: 'Toyota',
          model: 'Camry',
          year: '2021',
          registrationNumber: 'LND 482 KJ',
        },
      },
    ],
    narration: 'Private motor comprehensive, annual',
  });
  await submitQuote(broker, motor.quote_id);
  await decideQuote(admin, motor.quote_id, checked(QuoteDecisionPayload, { decision: 'approve' }, 'Demo quotes'));
  await recordResponse(broker, motor.quote_id, checked(QuoteResponsePayload, { decision: 'accept' }, 'Demo quotes'));
  await convertQuote(admin, motor.quote_id);

  const fire = await draft('fire', {
    clientType: 'CORPORATE',
    clientId: book.corporateClientId,
    nameOfInsured: 'Lekki Freight Services Ltd',
    productId: book.productIds[1],
    sumInsured: '350000000.00',
    items: [
      {
        description: 'Warehouse and stock',
        details: {
          propertyCategoryId: await listId(propertyCategories, 'WAREHOUSE'),
          address: '21 Admiralty Way, Lekki Phase 1',
          construction: 'Block walls, steel roof',
        },
      },
    ],
    coBrokers: [{ coBrokerId: book.coBrokerId, percentageOfPremium: '30' }],
  });
  await submitQuote(broker, fire.quote_id);

  await draft('marine', {
    clientType: 'CORPORATE',
    clientId: book.corporateClientId,
    nameOfInsured: 'Lekki Freight Services Ltd',
    productId: book.productIds[2],
    sumInsured: '120000000.00',
    items: [
      {
        description: 'Imported cargo',
        details: { goods: 'Spare parts', conveyance: 'MV Atlantic Star', voyageFrom: 'Antwerp', voyageTo: 'Apapa' },
      },
    ],
  });

  // The agent asks for cover for a prospect not yet in the book.
  if (people.agent)
    await requestQuote(
      as(people.agent),
      { tenantId, userId: people.agent, seesAll: false },
      checked(
        QuoteRequestPayload,
        {
          prospectName: 'Emeka Obi',
          prospectPhone: '08035550123',
          quoteType: 'motor',
          subjectMatter: 'Lexus RX 350 2019, for comprehensive cover',
          sumInsured: '18000000',
          notes: 'Wants cover before his trip to Abuja next week',
        },
        'Demo quotes',
      ),
      null,
    );
}
