import { sql } from 'drizzle-orm';
import { rowsOf, type OwnerDatabase } from './bench-database';

// The brokerage's book in bulk SQL, as the app stores it: clients, then debit notes billed to them
// for the seeded products. The temp tables number the clients and products so that rows can be
// spread over them by arithmetic.

export async function loadClients(db: OwnerDatabase, tenantId: string, clients: number) {
  const individuals = Math.round(clients * 0.8);
  const corporates = clients - individuals;
  await db.execute(sql`
    insert into individual_clients (tenant_id, firstname, lastname, email, phone, status, created_at)
    select ${tenantId}::uuid, (array['Adaeze','Chinedu','Bisi','Tunde','Ngozi','Emeka','Funke','Ibrahim','Aisha','Segun'])[1 + g % 10],
      (array['Okonkwo','Adeyemi','Balogun','Eze','Okafor','Bello','Ogunleye','Nwosu','Abubakar','Olawale'])[1 + (g / 10) % 10] || '-' || g,
      'client' || g || '@example.ng', '+23480' || lpad(g::text, 8, '0'), case when g % 20 = 0 then 'inactive' else 'active' end,
      now() - make_interval(secs => g * 1800)
    from generate_series(1, ${individuals}) g`);
  await db.execute(sql`
    insert into corporate_clients (tenant_id, corporate_name, email, phone, status, created_at)
    select ${tenantId}::uuid, (array['Lagos','Abuja','Kano','Delta','Niger','Benue'])[1 + g % 6] || ' Haulage ' || g || ' Ltd',
      'accounts' || g || '@firm.ng', '+23470' || lpad(g::text, 8, '0'), 'active', now() - make_interval(secs => g * 7200)
    from generate_series(1, ${corporates}) g`);
  await db.execute(
    sql`create temp table bench_people as select row_number() over (order by id) - 1 as idx, id from individual_clients where tenant_id = ${tenantId}`,
  );
  await db.execute(
    sql`create temp table bench_companies as select row_number() over (order by id) - 1 as idx, id from corporate_clients where tenant_id = ${tenantId}`,
  );
  await db.execute(
    sql`create temp table bench_products as select row_number() over (order by id) - 1 as idx, id, insurance_provider_id from products where tenant_id = ${tenantId}`,
  );
  const [counts] = rowsOf<{ people: number; companies: number; products: number }>(
    await db.execute(sql`select (select count(*) from bench_people)::int as people, (select count(*) from bench_companies)::int as companies,
      (select count(*) from bench_products)::int as products`),
  );
  return counts!;
}

export interface InvoiceBatch {
  tenantId: string;
  count: number;
  /** The invoice number's prefix, e.g. INV/BENCH/. */
  prefix: string;
  createdBy: string;
  /** How far apart two invoices are issued, counting back from now. */
  secondsApart: number;
}

/**
 * Debit notes over the clients and products of loadClients, one in five to a company; a mix of
 * statuses in which paid and part-paid ones carry what was paid. Every fifteenth is a renewal.
 */
export async function loadInvoices(db: OwnerDatabase, batch: InvoiceBatch, book: { people: number; companies: number; products: number }) {
  const { tenantId, count, prefix, createdBy, secondsApart } = batch;
  const issued = sql`(now() - make_interval(secs => g * ${secondsApart}))`;
  await db.execute(sql`
    insert into invoices (tenant_id, invoice_no, status, transaction_type, client_type, individual_client_id, corporate_client_id, product_id,
      insurance_provider_id, issue_date, start_date, end_date, sum_insured_kobo, premium_kobo, commission_type, commission_rate, commission_kobo,
      vat_kobo, paid_kobo, vat_paid_kobo, insured, created_by, created_at, updated_at)
    select ${tenantId}::uuid, ${prefix} || lpad(g::text, 7, '0'),
      (array['payment pending','partial payment','paid','paid','paid','pending deletion','deactivated','payment pending'])[1 + g % 8],
      case when g % 15 = 0 then 'RENEWAL' else 'NEW POLICY' end,
      case when g % 5 = 0 then 'CORPORATE' else 'INDIVIDUAL' end,
      case when g % 5 = 0 then null else pp.id end, case when g % 5 = 0 then cc.id end, pr.id, pr.insurance_provider_id,
      ${issued}::date, ${issued}::date, ${issued}::date + 364, 1000000000, m.premium, 'Percentage', 12.5, m.premium / 8, m.premium / 8 * 75 / 1000,
      case (1 + g % 8) when 2 then m.premium / 2 when 3 then m.premium when 4 then m.premium when 5 then m.premium else 0 end,
      case (1 + g % 8) when 2 then m.premium / 8 * 75 / 1000 / 2 when 3 then m.premium / 8 * 75 / 1000 when 4 then m.premium / 8 * 75 / 1000
        when 5 then m.premium / 8 * 75 / 1000 else 0 end,
      (array['Toyota Camry','Honda Accord','Lexus RX 350','Toyota Corolla','Kia Rio','Hyundai Elantra','Mercedes C300','Ford Explorer',
             'Peugeot 406','Nissan Almera','Toyota Highlander','Honda CR-V','Mitsubishi L200','Volkswagen Golf','Toyota Sienna','Mazda 3'])[1 + g % 16]
        || ' ' || upper(substr(md5(g::text), 1, 3)) || '-' || (g % 1000) || 'KJA',
      ${createdBy}::uuid, ${issued}, now()
    from generate_series(1, ${count}) g
    join (select g2 as g, 5000000 + (g2::bigint * 7919) % 500000000 as premium from generate_series(1, ${count}) g2) m using (g)
    join bench_people pp on pp.idx = g % ${book.people}
    join bench_companies cc on cc.idx = g % ${book.companies}
    join bench_products pr on pr.idx = g % ${book.products}`);
}
