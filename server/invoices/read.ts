import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { collectedShareKobo, ENDORSEMENT_REMITTANCE, netPremiumKobo, type Invoice } from '../../domain/invoices';
import { koboToNaira } from '../../domain/money';
import {
  coBrokers,
  corporateClients,
  individualClients,
  insuranceProviders,
  invoiceCoBrokers,
  invoiceCoInsurers,
  invoices,
  products,
  states,
  quotes,
} from '../db/schema';
import { notFound } from '../http/errors';
import type { Transaction } from '../db/client';

// Reading invoices as the API answers them (spec section 3): snake_case, naira decimal text, the
// client, product, insurer, co-brokers and co-insurers beside it.

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice as the API answers it, with the keys the screens need to link onwards. */
export type PresentedInvoice = Invoice & {
  client_id: string;
  client_type: 'INDIVIDUAL' | 'CORPORATE';
  product_id: string;
  insurance_provider_id: number;
  vat: string;
  net_premium: string;
  created_by: string | null;
  created_at: string;
};

export const INVOICE_NOT_FOUND = 'Invoice';

/** The invoice row, locked until the transaction ends: every write to an invoice starts here, then checks its rules on what it read. */
export async function lockInvoice(tx: Transaction, tenantId: string, invoiceId: string): Promise<InvoiceRow> {
  if (!isUuid(invoiceId)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)))
    .for('update');
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

export async function findInvoiceRow(tx: Transaction, tenantId: string, invoiceId: string): Promise<InvoiceRow> {
  if (!isUuid(invoiceId)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));

  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

export async function readInvoice(tx: Transaction, tenantId: string, invoiceId: string): Promise<PresentedInvoice> {
  const row = await findInvoiceRow(tx, tenantId, invoiceId);
  const [presented] = await presentInvoices(tx, tenantId, [row]);
  return presented!;
}

const naira = koboToNaira;

/** The invoice's money as the API shows it, from the row's kobo. */
export function invoiceFigures(row: InvoiceRow) {
  const net = netPremiumKobo(row);
  // A return premium is received from the insurer: nothing on it is remitted to one.
  const collected = row.transactionType === ENDORSEMENT_REMITTANCE ? 0 : collectedShareKobo(net, row.paidKobo, row.premiumKobo);
  return {
    amount: naira(row.premiumKobo),
    amount_paid: naira(row.paidKobo),
    amount_unremitted: naira(Math.max(0, collected - row.premiumRemittedKobo)),
    vat_paid: naira(row.vatPaidKobo),
    vat_remitted: naira(row.vatRemittedKobo),
    sum_insured: naira(row.sumInsuredKobo),
    remitted: naira(row.premiumRemittedKobo),
    commission: naira(row.commissionKobo),
    vat: naira(row.vatKobo),
    net_premium: naira(net),
  };
}

interface Related {
  people: { id: string; firstname: string; lastname: string; address: string | null; state: string | null }[];
  companies: { id: string; name: string; address: string | null; city: string | null; state: string | null }[];
  products: { id: string; name: string; insurer: string }[];
  brokerShares: { invoiceId: string; id: string; name: string; percentage: string }[];
  insurerShares: { invoiceId: string; id: number; name: string; percentage: string }[];
  quotes: { id: string; number: string; insured: string }[];
}

const ids = (values: readonly string[]) => sql`${sql.param(values)}::uuid[]`;

/** What the invoices point at (clients, products with their insurers, co-brokers, co-insurers), in one round trip. */
async function relatedTo(tx: Transaction, tenantId: string, rows: InvoiceRow[]): Promise<Related> {
  const invoiceIds = rows.map((row) => row.id);
  const individualIds = rows.flatMap((row) => (row.individualClientId ? [row.individualClientId] : []));
  const corporateIds = rows.flatMap((row) => (row.corporateClientId ? [row.corporateClientId] : []));
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const quoteIds = rows.flatMap((row) => (row.quoteId ? [row.quoteId] : []));
  const result = (await tx.execute(sql`select
    (select coalesce(json_agg(json_build_object(
        'id', ${individualClients.id}, 'firstname', ${individualClients.firstname}, 'lastname', ${individualClients.lastname},
        'address', ${individualClients.address}, 'state', ${states.name})), '[]')
      from ${individualClients} left join ${states} on ${states.id} = ${individualClients.stateId}
      where ${individualClients.tenantId} = ${tenantId} and ${individualClients.id} = any(${ids(individualIds)})) as "people",
    (select coalesce(json_agg(json_build_object(
        'id', ${corporateClients.id}, 'name', ${corporateClients.corporateName}, 'address', ${corporateClients.operatingBusinessAddress},
        'city', ${corporateClients.cityOfOperation}, 'state', ${states.name})), '[]')
      from ${corporateClients} left join ${states} on ${states.id} = ${corporateClients.stateId}
      where ${corporateClients.tenantId} = ${tenantId} and ${corporateClients.id} = any(${ids(corporateIds)})) as "companies",
    (select coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.productName}, 'insurer', ${insuranceProviders.name})), '[]')
      from ${products} join ${insuranceProviders} on ${insuranceProviders.id} = ${products.insuranceProviderId}
      where ${products.tenantId} = ${tenantId} and ${products.id} = any(${ids(productIds)})) as "products",
    (select coalesce(json_agg(json_build_object(
        'invoiceId', ${invoiceCoBrokers.invoiceId}, 'id', ${coBrokers.id}, 'name', ${coBrokers.name},
        'percentage', ${invoiceCoBrokers.percentageOfPremium}::text) order by ${coBrokers.name}), '[]')
      from ${invoiceCoBrokers} join ${coBrokers} on ${coBrokers.id} = ${invoiceCoBrokers.coBrokerId}
      where ${invoiceCoBrokers.tenantId} = ${tenantId} and ${invoiceCoBrokers.invoiceId} = any(${ids(invoiceIds)})) as "brokerShares",
    (select coalesce(json_agg(json_build_object(
        'invoiceId', ${invoiceCoInsurers.invoiceId}, 'id', ${insuranceProviders.id}, 'name', ${insuranceProviders.name},
        'percentage', ${invoiceCoInsurers.percentageOfPremium}::text) order by ${insuranceProviders.name}), '[]')
      from ${invoiceCoInsurers} join ${insuranceProviders} on ${insuranceProviders.id} = ${invoiceCoInsurers.insuranceProviderId}
      where ${invoiceCoInsurers.tenantId} = ${tenantId} and ${invoiceCoInsurers.invoiceId} = any(${ids(invoiceIds)})) as "insurerShares",
    (select coalesce(json_agg(json_build_object('id', ${quotes.id}, 'number', ${quotes.quoteNo}, 'insured', ${quotes.nameOfInsured})), '[]')
      from ${quotes} where ${quotes.tenantId} = ${tenantId} and ${quotes.id} = any(${ids(quoteIds)})) as "quotes"
  `)) as unknown as { rows: Related[] };
  return result.rows[0]!;
}

/** Many invoices at once, in the order given, in one query whatever their number. */
export async function presentInvoices(tx: Transaction, tenantId: string, rows: InvoiceRow[]): Promise<PresentedInvoice[]> {
  if (rows.length === 0) return [];
  const { people, companies, products: productRows, brokerShares, insurerShares, quotes: quoteRows } = await relatedTo(tx, tenantId, rows);

  const personById = new Map(people.map((person) => [person.id, person]));
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const productById = new Map(productRows.map((product) => [product.id, product]));
  const quoteById = new Map(quoteRows.map((quote) => [quote.id, quote]));

  return rows.map((row) => {
    const person = row.individualClientId ? personById.get(row.individualClientId) : undefined;
    const company = row.corporateClientId ? companyById.get(row.corporateClientId) : undefined;
    const product = productById.get(row.productId);
    const quote = row.quoteId ? quoteById.get(row.quoteId) : undefined;
    return {
      invoice_id: row.id,
      invoice_no: row.invoiceNo,
      status: row.status,
      transaction_type: row.transactionType,
      quote_id: row.quoteId,
      policy_id: row.policyId,
      ...invoiceFigures(row),
      remitted_status: row.remittedStatus,
      invoice_issue_date: row.issueDate,
      start_date: row.startDate,
      end_date: row.endDate,
      mode_of_payment: row.modeOfPayment,
      commission_type: row.commissionType,
      commission_rate: row.commissionRate,
      insured: row.insured,
      narration: row.narration,
      Client: person
        ? { firstname: person.firstname, lastname: person.lastname, ClientAddress: { address: person.address, state: person.state } }
        : null,
      CorporateClient: company
        ? {
            company_name: company.name,
            CorporateClientAddress: {
              operating_business_addre: company.address,
              city_of_operation: company.city,
              state_of_operation: company.state,
            },
          }
        : null,
      InsuranceProduct: { product_name: product?.name ?? '', InsuranceProvider: { name: product?.insurer ?? '' } },
      Quote: quote ? { quote_number: quote.number, name_of_insured: quote.insured } : null,
      CoBrokers: brokerShares
        .filter((share) => share.invoiceId === row.id)
        .map((share) => ({
          co_broker_id: share.id,
          name_of_co_broker: share.name,
          InvoiceCoBroker: { percentage_of_premium: share.percentage },
        })),
      CoInsurers: insurerShares
        .filter((share) => share.invoiceId === row.id)
        .map((share) => ({
          insurance_provider_id: share.id,
          name_of_co_insurer: share.name,
          InvoiceCoInsurer: { percentage_of_premium: share.percentage },
        })),
      InvoiceDocuments: [],
      client_id: (row.individualClientId ?? row.corporateClientId)!,
      client_type: row.clientType,
      product_id: row.productId,
      insurance_provider_id: row.insuranceProviderId,
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
    };
  });
}
