import { AddPaymentPayload, InvoicePayload } from '../../domain/invoices';
import { addDays } from '../../domain/invoices/dates';
import { PolicyPatchPayload, PolicyPayload, type PolicyDetails } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { createInvoice } from '../invoices/create';
import { addPayment } from '../invoices/payment';
import { billPolicy } from '../policies/billing';
import { confirmPlacement, markPlaced } from '../policies/documents';
import { patchPolicy, proposePolicy } from '../policies/write';
import { checked } from './checked';
import { seedDemoClaims } from './demo-claims';
import { seedDemoEndorsements } from './demo-endorsements';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// The demo brokerage's policies, made through the real services: a policy in each status, one on
// cover expiring within 30 days, one renewed by its successor, and No Premium, No Cover holding a
// placed policy whose invoice is part paid. Nothing is mailed while the demo is made: the placement
// slips are recorded as sent to the desks the demo book keeps.

const DEMO_POLICIES = 'Demo policies';
const NO_MAIL = 'Demo data: recorded without a mail';

/** The demo book's clients, products (motor, fire, marine cargo) and co-broker the policies are for. */
interface InsuredBook {
  individualClientId: string;
  corporateClientId: string;
  productIds: string[];
  coBrokerId: string;
}

/** The demo invoices the policies are billed on. */
export interface BilledDemo {
  partlyPaidInvoiceId: string;
  paidInvoiceId: string;
}

export async function seedDemoPolicies(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  people: { broker: string; admin: string },
  book: InsuredBook,
  billed: BilledDemo,
): Promise<void> {
  const as = (userId: string): TenantWrite => ({ ctx, tx, session: { userId, tenantId, sessionId: 'demo-seed' }, afterCommit: () => {} });
  const broker = as(people.broker);
  const admin = as(people.admin);
  const today = todayInLagos();
  const motor = book.productIds[0]!;
  const fire = book.productIds[1]!;
  const cargo = book.productIds[2]!;

  const propose = (terms: Record<string, unknown>) => proposePolicy(broker, checked(PolicyPayload, terms, DEMO_POLICIES));
  const patch = (policy: PolicyDetails, body: Record<string, unknown>) =>
    patchPolicy(broker, policy.policy_id, checked(PolicyPatchPayload, body, DEMO_POLICIES));
  const place = async (policy: PolicyDetails) => {
    await markPlaced(tx, tenantId, people.broker, policy.policy_id, NO_MAIL);
    return confirmPlacement(tx, tenantId, people.broker, policy.policy_id);
  };
  /** An invoice for the period, paid in full by bank transfer. */
  const paidInvoice = async (terms: {
    clientType: string;
    clientId: string;
    productId: string;
    start: string;
    end: string;
    premium: string;
    insured: string;
    sumInsured: string;
  }) => {
    const invoice = await createInvoice(
      tx,
      tenantId,
      people.admin,
      checked(
        InvoicePayload,
        {
          clientType: terms.clientType,
          clientId: terms.clientId,
          productId: terms.productId,
          issueDate: today,
          startDate: terms.start,
          endDate: terms.end,
          sumInsured: terms.sumInsured,
          premiumAmount: terms.premium,
          insured: terms.insured,
          transactionType: 'NEW POLICY',
        },
        DEMO_POLICIES,
      ),
    );
    await addPayment(
      tx,
      tenantId,
      people.admin,
      invoice.invoice_id,
      checked(AddPaymentPayload, { amount: terms.premium, modeOfPayment: 'Bank Transfer', dateOfActualPayment: today }, DEMO_POLICIES),
    );
    return invoice.invoice_id;
  };
  /** A policy on cover for the period, billed on its own paid invoice. */
  const onCover = async (terms: {
    start: string;
    end: string;
    premium: string;
    insured: string;
    sumInsured: string;
    number: string;
    productId?: string;
  }) => {
    const productId = terms.productId ?? motor;
    const base = { clientType: 'CORPORATE', clientId: book.corporateClientId, productId };
    const invoiceId = await paidInvoice({ ...base, ...terms });
    const proposal = await propose({
      ...base,
      invoiceId,
      nameOfInsured: terms.insured,
      sumInsured: terms.sumInsured,
      startDate: terms.start,
      endDate: terms.end,
      items: [{ description: terms.insured, sumInsured: terms.sumInsured }],
    });
    await place(proposal);
    return patch(proposal, { insurerPolicyNumber: terms.number, status: 'active' });
  };

  // On cover: the marine cargo invoice paid in full; its credit note falls due within 48 hours.
  const cargoPolicy = await propose({
    clientType: 'CORPORATE',
    clientId: book.corporateClientId,
    productId: cargo,
    invoiceId: billed.paidInvoiceId,
    nameOfInsured: 'Imported cargo, Apapa port',
    sumInsured: '120000000.00',
    startDate: today,
    endDate: addDays(today, 364),
    narration: 'Marine cargo open cover',
  });
  await place(cargoPolicy);
  const cargoOnCover = await patch(cargoPolicy, { insurerPolicyNumber: 'AXA/MCO/2026/00731', status: 'active' });

  // Placed and confirmed, but its invoice is part paid: No Premium, No Cover keeps it off cover.
  const firePolicy = await propose({
    clientType: 'CORPORATE',
    clientId: book.corporateClientId,
    productId: fire,
    invoiceId: billed.partlyPaidInvoiceId,
    nameOfInsured: 'Warehouse and stock, 21 Admiralty Way',
    sumInsured: '350000000.00',
    startDate: today,
    endDate: addDays(today, 364),
    coBrokers: [{ coBrokerId: book.coBrokerId, percentageOfPremium: '30' }],
  });
  await place(firePolicy);
  await patch(firePolicy, { insurerPolicyNumber: 'AXA/FSP/2026/01944' });

  // A proposal from scratch, not yet billed.
  await propose({
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    productId: fire,
    nameOfInsured: 'Chiamaka Nwosu, 14 Bourdillon Road',
    sumInsured: '45000000.00',
    premium: '90000.00',
    startDate: addDays(today, 7),
    endDate: addDays(today, 371),
    items: [{ description: 'Residential building and contents', sumInsured: '45000000.00' }],
  });

  // On cover and ending within 30 days: the expiring list and the renewal reminders show it.
  const expiring = await onCover({
    start: addDays(today, -340),
    end: addDays(today, 24),
    premium: '312500.00',
    insured: 'Toyota Hilux 2022, fleet vehicle KJA 907 LP',
    sumInsured: '6250000.00',
    number: 'AIICO/MTR/2025/08812',
  });

  // Ended ten days ago and not renewed: expired.
  const ended = await onCover({
    start: addDays(today, -375),
    end: addDays(today, -10),
    premium: '275000.00',
    insured: 'Hyundai Tucson 2020, LSR 214 GE',
    sumInsured: '5500000.00',
    number: 'AIICO/MTR/2025/07120',
  });
  await patch(ended, { status: 'expired' });

  // Renewed: last year's cover, and this year's billed on its RENEWAL invoice and on cover.
  const lastYear = await onCover({
    start: addDays(today, -363),
    end: addDays(today, 2),
    premium: '180000.00',
    insured: 'Stock in transit, Lagos–Kano',
    sumInsured: '36000000.00',
    number: 'AXA/GIT/2025/00412',
    productId: cargo,
  });
  const renewal = await propose({
    clientType: 'CORPORATE',
    clientId: book.corporateClientId,
    productId: cargo,
    renewalOf: lastYear.policy_id,
    nameOfInsured: 'Stock in transit, Lagos–Kano',
    sumInsured: '40000000.00',
    premium: '200000.00',
    startDate: addDays(today, 3),
    endDate: addDays(today, 367),
  });
  const renewalBilled = await billPolicy(admin, renewal.policy_id);
  await addPayment(
    tx,
    tenantId,
    people.admin,
    renewalBilled.invoice_id!,
    checked(AddPaymentPayload, { amount: '200000.00', modeOfPayment: 'Bank Transfer', dateOfActualPayment: today }, DEMO_POLICIES),
  );
  await place(renewal);
  const renewed = await patch(renewal, { insurerPolicyNumber: 'AXA/GIT/2026/00588', status: 'active' });

  // Lapsed: the client never paid and the start date passed; cancelled: the client bought elsewhere.
  const lapsed = await propose({
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    productId: motor,
    nameOfInsured: 'Kia Rio 2019, EPE 551 AA',
    sumInsured: '3200000.00',
    premium: '96000.00',
    startDate: addDays(today, -20),
    endDate: addDays(today, 344),
  });
  await patch(lapsed, { status: 'lapsed', reason: 'The premium was never paid and the start date passed' });
  const cancelled = await propose({
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    productId: motor,
    nameOfInsured: 'Honda CR-V 2018, KTU 330 BD',
    sumInsured: '4100000.00',
    premium: '123000.00',
    startDate: addDays(today, 5),
    endDate: addDays(today, 369),
  });
  await patch(cancelled, { status: 'cancelled', reason: 'The client bought cover elsewhere' });

  // On cover since two months ago, for the endorsements: a fleet losing a vehicle, a van cancelled.
  const fleet = await onCover({
    start: addDays(today, -61),
    end: addDays(today, 303),
    premium: '420000.00',
    insured: 'Company fleet: Toyota Hiace bus and Toyota Corolla',
    sumInsured: '14000000.00',
    number: 'AIICO/MTR/2026/03117',
  });
  const van = await onCover({
    start: addDays(today, -45),
    end: addDays(today, 319),
    premium: '185000.00',
    insured: 'Ford Transit van 2020, APP 118 KJ',
    sumInsured: '7400000.00',
    number: 'AIICO/MTR/2026/03390',
  });
  await seedDemoEndorsements(broker, admin, { cargo: cargoOnCover, expiring, renewal: renewed, fleet, van });
  await seedDemoClaims(broker, admin, { fleet, expiring, cargo: cargoOnCover });
}
