import { and, eq } from 'drizzle-orm';
import { AddPaymentPayload, InvoicePayload } from '../../domain/invoices';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import {
  coBrokers,
  corporateClients,
  individualClients,
  insuranceCategories,
  insuranceProviders,
  lgas,
  premiumRates,
  products,
  states,
  underwriters,
  users,
} from '../db/schema';
import { createInvoice } from '../invoices/create';
import { addPayment } from '../invoices/payment';
import { ensureBooks, openClientAccount } from '../ledger';
import { checked } from './checked';
import { seedDemoPolicies, type BilledDemo } from './demo-policies';
import { seedDemoQuotes } from './demo-quotes';
import type { AppContext } from '../context';
import type { Transaction, Database } from '../db/client';

// A first book for the demo brokerage, so a fresh start has someone to bill: two clients with their
// accounts in the books, four products of three insurers, a co-broker, three quotes and three invoices. Only on the start that
// creates the demo brokerage (SEED_DEMO_BOOK, on by default).

const DEMO_BOOK = 'Demo book';

export interface DemoBook {
  individualClientId: string;
  corporateClientId: string;
  productIds: string[];
  coBrokerId: string;
}

async function lagos(db: Database) {
  const [row] = await db
    .select({ stateId: states.id, lgaId: lgas.id })
    .from(states)
    .innerJoin(lgas, eq(lgas.stateId, states.id))
    .where(and(eq(states.code, 'LA'), eq(lgas.name, 'Ikeja')));
  return row ?? { stateId: null, lgaId: null };
}

export async function seedDemoBook(ctx: AppContext, db: Database, tenantId: string): Promise<DemoBook> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.ng'));
  const [broker] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'broker@demo.ng'));
  const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.ng'));
  const place = await lagos(db);
  const [person] = await db
    .insert(individualClients)
    .values({
      tenantId,
      title: 'Mrs',
      firstname: 'Chiamaka',
      lastname: 'Nwosu',
      email: 'chiamaka.nwosu@example.ng',
      phone: '+2348031234567',
      address: '7 Allen Avenue',
      city: 'Ikeja',
      ...place,
      occupation: 'Pharmacist',
      createdBy: admin?.id ?? null,
    })
    .returning({ id: individualClients.id });
  const [company] = await db
    .insert(corporateClients)
    .values({
      tenantId,
      corporateName: 'Lekki Freight Services Ltd',
      rcNumber: 'RC 1234567',
      email: 'accounts@lekkifreight.example.ng',
      phone: '+2348091234567',
      operatingBusinessAddress: '21 Admiralty Way, Lekki Phase 1',
      cityOfOperation: 'Lagos',
      ...place,
      industry: 'Logistics',
      createdBy: admin?.id ?? null,
    })
    .returning({ id: corporateClients.id });
  const insurers = await db.select({ id: insuranceProviders.id, code: insuranceProviders.code }).from(insuranceProviders);
  const insurer = (code: string) => insurers.find((row) => row.code === code)!.id;
  const categories = await db.select({ id: insuranceCategories.id, code: insuranceCategories.code }).from(insuranceCategories);
  const category = (code: string) => (categories.find((row) => row.code === code) ?? categories[0]!).id;
  const productRows = await db
    .insert(products)
    .values([
      {
        tenantId,
        insuranceProviderId: insurer('AIICO'),
        insuranceCategoryId: category('MOTOR'),
        productName: 'Private Motor Comprehensive',
        commissionType: 'Percentage',
        commissionRate: '12.50',
        tenor: 1,
        tenorUnit: 'Years',
        createdBy: admin?.id ?? null,
      },
      {
        tenantId,
        insuranceProviderId: insurer('AXA_MANSARD'),
        insuranceCategoryId: category('FIRE'),
        productName: 'Fire and Special Perils',
        commissionType: 'Percentage',
        commissionRate: '20.00',
        tenor: 1,
        tenorUnit: 'Years',
        createdBy: admin?.id ?? null,
      },
      {
        tenantId,
        insuranceProviderId: insurer('AXA_MANSARD'),
        insuranceCategoryId: category('MARINE_CARGO'),
        productName: 'Marine Cargo Open Cover',
        commissionType: 'Flat',
        commissionRate: '25000.00',
        tenor: 1,
        tenorUnit: 'Years',
        createdBy: admin?.id ?? null,
      },
      // A second insurer's motor product, so that a motor risk can be compared across insurers.
      {
        tenantId,
        insuranceProviderId: insurer('LEADWAY'),
        insuranceCategoryId: category('MOTOR'),
        productName: 'Leadway Auto Comprehensive',
        commissionType: 'Percentage',
        commissionRate: '12.50',
        tenor: 1,
        tenorUnit: 'Years',
        createdBy: admin?.id ?? null,
      },
    ])
    .returning({ id: products.id });
  // The rates a broker prices quotes with: percent of the sum insured.
  await db.insert(premiumRates).values(
    [
      { description: 'Private car, comprehensive', rate: '5.0000', minimumPremiumKobo: 5_000_000 },
      { description: 'Warehouse and stock', rate: '0.5000', minimumPremiumKobo: null },
      { description: 'General cargo, Institute Cargo Clauses (A)', rate: '0.5000', minimumPremiumKobo: null },
      { description: 'Private car, comprehensive', rate: '4.5000', minimumPremiumKobo: 4_500_000 },
    ].map((rate, index) => ({ tenantId, productId: productRows[index]!.id, ...rate })),
  );
  // The brokerage's desks at its insurers: where placement slips and credit notes are mailed.
  await db.insert(underwriters).values(
    [
      ['AIICO', 'AIICO Motor Underwriting', 'motor.underwriting@aiico.example.ng'],
      ['AXA_MANSARD', 'AXA Mansard Commercial Lines', 'commercial.lines@axamansard.example.ng'],
      ['LEADWAY', 'Leadway Retail Underwriting', 'retail.underwriting@leadway.example.ng'],
    ].map(([code, name, email]) => ({ tenantId, providerId: insurer(code!), name: name!, branch: 'Lagos', email })),
  );
  const [coBroker] = await db
    .insert(coBrokers)
    .values({
      tenantId,
      name: 'Harbour Risk Partners Ltd',
      email: 'placements@harbourrisk.example.ng',
      phone: '+2348021234567',
      contactPerson: 'Tunde Bakare',
    })
    .returning({ id: coBrokers.id });
  const book = {
    individualClientId: person!.id,
    corporateClientId: company!.id,
    productIds: productRows.map((row) => row.id),
    coBrokerId: coBroker!.id,
  };
  // One transaction per part, each after a turn of the event loop: the book is made while the server
  // already answers, and the embedded database runs in this thread and holds its only connection
  // until a transaction ends, so requests that came meanwhile go first.
  const inBrokerage = async <T>(work: (tx: Transaction) => Promise<T>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return ctx.database.asTenant(tenantId, work);
  };
  await inBrokerage(async (tx) => {
    await ensureBooks(tx, tenantId);
    await openClientAccount(tx, tenantId, person!.id, 'INDIVIDUAL');
    await openClientAccount(tx, tenantId, company!.id, 'CORPORATE');
  });
  if (admin && broker)
    await inBrokerage((tx) => seedDemoQuotes(ctx, tx, tenantId, { broker: broker.id, admin: admin.id, agent: agent?.id ?? null }, book));
  if (admin) {
    const billed = await inBrokerage((tx) => seedDemoInvoices(tx, tenantId, admin.id, book));
    if (broker) await inBrokerage((tx) => seedDemoPolicies(ctx, tx, tenantId, { broker: broker.id, admin: admin.id }, book, billed));
  }
  return book;
}

/** Two more invoices through the real services (the first, unpaid, comes from the motor quote): one part paid, one paid. */
async function seedDemoInvoices(tx: Transaction, tenantId: string, by: string, book: DemoBook): Promise<BilledDemo> {
  const today = todayInLagos();
  const yearOn = addDays(today, 364);
  const issue = (payload: Record<string, unknown>) =>
    createInvoice(
      tx,
      tenantId,
      by,
      checked(
        InvoicePayload,
        { issueDate: today, startDate: today, endDate: yearOn, transactionType: 'NEW POLICY', ...payload },
        DEMO_BOOK,
      ),
    );
  const fire = await issue({
    clientType: 'CORPORATE',
    clientId: book.corporateClientId,
    productId: book.productIds[1],
    sumInsured: '350000000.00',
    premiumAmount: '1750000.00',
    insured: 'Warehouse and stock, 21 Admiralty Way',
    narration: 'Fire and special perils on the Lekki warehouse',
    coBrokers: [{ coBrokerId: book.coBrokerId, percentageOfPremium: '30' }],
  });
  await addPayment(
    tx,
    tenantId,
    by,
    fire.invoice_id,
    checked(
      AddPaymentPayload,
      { amount: '1000000.00', modeOfPayment: 'Bank Transfer', dateOfActualPayment: today, transactionDescription: 'First instalment' },
      DEMO_BOOK,
    ),
  );
  const cargo = await issue({
    clientType: 'CORPORATE',
    clientId: book.corporateClientId,
    productId: book.productIds[2],
    sumInsured: '120000000.00',
    premiumAmount: '600000.00',
    insured: 'Imported cargo, Apapa port',
    narration: 'Marine cargo open cover',
  });
  await addPayment(
    tx,
    tenantId,
    by,
    cargo.invoice_id,
    checked(
      AddPaymentPayload,
      { amount: '600000.00', modeOfPayment: 'Cheque', chequeNumber: '00451237', bankName: 'Zenith Bank', dateOfActualPayment: today },
      DEMO_BOOK,
    ),
  );
  return { partlyPaidInvoiceId: fire.invoice_id, paidInvoiceId: cargo.invoice_id };
}
