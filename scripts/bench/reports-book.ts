import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rebuildPositions } from '../../server/invoices/positions';
import { rowsOf, type OwnerDatabase } from './bench-database';

// What the reports read beyond the debit notes, in bulk SQL as the services write it: the clients'
// and insurers' ledger accounts, payments and premium remittances on a share of the invoices, the
// journal entries each of them posts (every entry's lines sum to zero), the maintained daily and
// monthly totals (overall and by source), and the policies the invoices back.

const bankOf = (tenantId: string) => sql`coalesce(
  (select id from ledger_accounts where tenant_id = ${tenantId} and premium_account_id is not null order by code limit 1),
  (select id from ledger_accounts where tenant_id = ${tenantId} and system_key = 'cash_in_hand'))`;
const systemOf = (tenantId: string, key: string) =>
  sql`(select id from ledger_accounts where tenant_id = ${tenantId} and system_key = ${key})`;

/** Receivable accounts for clients without one, payable accounts for the products' insurers, financial years back to `fromYear`. */
export async function openBooks(db: OwnerDatabase, tenantId: string, fromYear: number) {
  for (const [clients, type] of [
    ['bench_people', 'INDIVIDUAL'],
    ['bench_companies', 'CORPORATE'],
  ] as const)
    await db.execute(sql`
      insert into ledger_accounts (tenant_id, code, name, account_type, parent_id, client_id, client_type)
      select ${tenantId}::uuid, '1100-' || ${type.slice(0, 1)} || lpad(c.idx::text, 6, '0'), 'Client ' || c.idx, 'receivables', p.id, c.id, ${type}
      from ${sql.raw(clients)} c, ledger_accounts p
      where p.tenant_id = ${tenantId} and p.system_key = 'client_receivables'
        and not exists (select 1 from ledger_accounts x where x.tenant_id = ${tenantId} and x.client_id = c.id)`);
  await db.execute(sql`
    insert into ledger_accounts (tenant_id, code, name, account_type, parent_id, insurance_provider_id)
    select ${tenantId}::uuid, '2000-B' || lpad(i.id::text, 4, '0'), 'Premium payable: ' || i.name, p.account_type, p.id, i.id
    from insurance_providers i, ledger_accounts p
    where p.tenant_id = ${tenantId} and p.system_key = 'premium_payable' and i.id in (select insurance_provider_id from bench_products)
      and not exists (select 1 from ledger_accounts x where x.tenant_id = ${tenantId} and x.insurance_provider_id = i.id)`);
  await db.execute(sql`
    insert into accounting_periods (tenant_id, name, period_start, period_end)
    select ${tenantId}::uuid, 'FY ' || y, make_date(y, 1, 1), make_date(y, 12, 31)
    from generate_series(${fromYear}::int, extract(year from current_date)::int) y
    where not exists (select 1 from accounting_periods p where p.tenant_id = ${tenantId} and extract(year from p.period_start) = y)`);
}

/** Every fiftieth unpaid debit note becomes a return premium; the clients of every two-hundredth are politically exposed. */
export async function varyTheBook(db: OwnerDatabase, tenantId: string) {
  await db.execute(sql`
    update invoices set transaction_type = 'POLICY_EDORSEMENT_REMITTANCE'
    where tenant_id = ${tenantId} and status = 'payment pending' and abs(hashtext(invoice_no)) % 50 = 1`);
  await db.execute(sql`
    update individual_clients set politically_exposed = true, political_position = 'Local Government Chairman'
    where id in (select id from bench_people where idx % 200 = 0)`);
}

/** One payment for what each paid or part-paid invoice has received; premium remitted on most of the paid ones. */
export async function paymentsAndRemittances(db: OwnerDatabase, tenantId: string, by: string) {
  await db.execute(sql`
    create temp table bench_paid as
    select i.id, abs(hashtext(i.invoice_no)) as g, i.status, i.paid_kobo, i.premium_kobo, i.premium_kobo - i.commission_kobo - i.vat_kobo as net_kobo,
           least(i.issue_date + (abs(hashtext(i.invoice_no)) % 20), current_date) as paid_on
    from invoices i where i.tenant_id = ${tenantId} and i.paid_kobo > 0`);
  await db.execute(sql`
    insert into invoice_payments (tenant_id, invoice_id, amount_kobo, mode_of_payment, payment_date, debit_account_id, credit_account_id, commission_kobo, created_by, created_at)
    select ${tenantId}::uuid, p.id, p.paid_kobo, 'Bank Transfer', p.paid_on, ${bankOf(tenantId)}, a.id, 0, ${by}::uuid, p.paid_on::timestamptz + interval '10 hours'
    from bench_paid p join invoices i on i.id = p.id
    join ledger_accounts a on a.tenant_id = ${tenantId} and a.client_id = coalesce(i.individual_client_id, i.corporate_client_id)`);
  // Collected premium remitted within 45 days of the payment, except one invoice in a hundred; another in a hundred
  // paid in full is remitted in part, with a date for the balance (a remittance schedule).
  await db.execute(sql`
    insert into premium_remittances (tenant_id, invoice_id, remittance_type, remittance_date, amount_kobo, balance_due_date, mode, bank_account_id, created_by, created_at)
    select ${tenantId}::uuid, p.id, case when p.status = 'paid' and p.g % 100 <> 1 then 'FULL REMITTANCE' else 'PARTIAL REMITTANCE' end, d.day,
           case when p.status <> 'paid' then div(p.net_kobo::numeric * p.paid_kobo, p.premium_kobo)::bigint when p.g % 100 = 1 then p.net_kobo / 2 else p.net_kobo end,
           case when p.status = 'paid' and p.g % 100 = 1 then d.day + 30 end,
           'Bank Transfer', ${bankOf(tenantId)}, ${by}::uuid, d.day::timestamptz + interval '15 hours'
    from bench_paid p cross join lateral (select p.paid_on + (p.g % 45) as day) d
    where d.day <= current_date and p.g % 100 <> 0`);
  await db.execute(sql`
    update invoices i set premium_remitted_kobo = r.amount_kobo,
      remitted_status = case when r.remittance_type = 'FULL REMITTANCE' then 'Fully Remitted' else 'Partially Remitted' end
    from premium_remittances r where r.invoice_id = i.id and r.tenant_id = ${tenantId}`);
}

/** The entries the issue, payment and remittance services post, with their lines, then manual two-line entries up to `lines`. */
export async function postTheBook(db: OwnerDatabase, tenantId: string, lines: number) {
  await db.execute(sql`
    create temp table bench_entries (id uuid primary key default gen_random_uuid(), source text, source_id uuid, day date, kobo bigint, description text)`);
  await db.execute(sql`
    create temp table bench_lines (entry_id uuid, line_no int, account_id uuid, day date, debit bigint, credit bigint)`);
  // Issue: Dr client premium; Cr insurer net, commission income, VAT output (the other way for a return premium).
  await db.execute(sql`
    with issued as (
      insert into bench_entries (source, source_id, day, kobo, description)
      select 'invoice', i.id, i.issue_date, i.premium_kobo, 'Invoice ' || i.invoice_no || ' issued'
      from invoices i where i.tenant_id = ${tenantId} returning id, source_id)
    insert into bench_lines
    select e.id, l.no, l.account, i.issue_date, case when r then l.credit else l.debit end, case when r then l.debit else l.credit end
    from issued e join invoices i on i.id = e.source_id
    join ledger_accounts c on c.tenant_id = ${tenantId} and c.client_id = coalesce(i.individual_client_id, i.corporate_client_id)
    join ledger_accounts n on n.tenant_id = ${tenantId} and n.insurance_provider_id = i.insurance_provider_id
    cross join lateral (select i.transaction_type = 'POLICY_EDORSEMENT_REMITTANCE' as r) x
    cross join lateral (values (1, c.id, i.premium_kobo, 0::bigint), (2, n.id, 0, i.premium_kobo - i.commission_kobo - i.vat_kobo),
      (3, ${systemOf(tenantId, 'commission_income')}, 0, i.commission_kobo), (4, ${systemOf(tenantId, 'vat_output')}, 0, i.vat_kobo)) l(no, account, debit, credit)
    where l.debit + l.credit > 0`);
  await db.execute(sql`
    with paid as (
      insert into bench_entries (id, source, source_id, day, kobo, description)
      select gen_random_uuid(), 'payment', p.invoice_id, p.payment_date, p.amount_kobo, 'Payment received' from invoice_payments p where p.tenant_id = ${tenantId}
      returning id, source_id, day, kobo)
    insert into bench_lines
    select e.id, l.no, l.account, e.day, l.debit, l.credit from paid e
    join invoice_payments p on p.invoice_id = e.source_id and p.tenant_id = ${tenantId}
    cross join lateral (values (1, p.debit_account_id, e.kobo, 0::bigint), (2, p.credit_account_id, 0, e.kobo)) l(no, account, debit, credit)`);
  await db.execute(sql`
    with remitted as (
      insert into bench_entries (source, source_id, day, kobo, description)
      select 'premium_remittance', r.invoice_id, r.remittance_date, r.amount_kobo, 'Premium remitted to the insurer' from premium_remittances r where r.tenant_id = ${tenantId}
      returning id, source_id, day, kobo)
    insert into bench_lines
    select e.id, l.no, l.account, e.day, l.debit, l.credit from remitted e
    join premium_remittances r on r.invoice_id = e.source_id and r.tenant_id = ${tenantId}
    join invoices i on i.id = r.invoice_id
    join ledger_accounts n on n.tenant_id = ${tenantId} and n.insurance_provider_id = i.insurance_provider_id
    cross join lateral (values (1, n.id, e.kobo, 0::bigint), (2, r.bank_account_id, 0, e.kobo)) l(no, account, debit, credit)`);
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bench_lines`));
  // Manual entries over three years between cash in hand and the expense and income accounts.
  await db.execute(sql`
    with accounts as (select row_number() over (order by code) - 1 as idx, id from ledger_accounts a
      where tenant_id = ${tenantId} and client_id is null and insurance_provider_id is null
        and not exists (select 1 from ledger_accounts s where s.parent_id = a.id)),
    made as (
      insert into bench_entries (source, day, kobo, description)
      select 'manual', current_date - (g % 1095), 100 + (g::bigint * 37) % 10000000, 'Journal ' || g
      from generate_series(1, ${Math.max(0, Math.floor((lines - n) / 2))}::int) g returning id, day, kobo),
    numbered as (select m.*, row_number() over () as g from made m)
    insert into bench_lines
    select e.id, 1, ${systemOf(tenantId, 'cash_in_hand')}, e.day, e.kobo, 0 from numbered e
    union all
    select e.id, 2, a.id, e.day, 0, e.kobo from numbered e join accounts a on a.idx = e.g % (select count(*) from accounts)
      where a.id <> ${systemOf(tenantId, 'cash_in_hand')}`);
  await db.execute(
    sql`delete from bench_entries e where not exists (select 1 from bench_lines l where l.entry_id = e.id and l.line_no = 2)`,
  );
  await db.execute(sql`delete from bench_lines l where not exists (select 1 from bench_entries e where e.id = l.entry_id)`);
  await db.execute(sql`
    insert into journal_entries (id, tenant_id, ref_no, entry_date, description, status, source, source_id, period_id, proposed_lines, total_kobo, total_minor, decided_at, created_at)
    select e.id, ${tenantId}::uuid, 'SYS-B' || row_number() over (order by e.day, e.id), e.day, e.description, 'approved', e.source, e.source_id::text, p.id,
      '[]'::jsonb, e.kobo, e.kobo, e.day::timestamptz + interval '12 hours', e.day::timestamptz + interval '12 hours'
    from bench_entries e join accounting_periods p on p.tenant_id = ${tenantId} and e.day between p.period_start and p.period_end`);
  await db.execute(sql`
    insert into journal_lines (tenant_id, entry_id, line_no, account_id, entry_date, debit_kobo, credit_kobo, currency_minor)
    select ${tenantId}::uuid, entry_id, line_no, account_id, day, debit, credit, debit + credit from bench_lines`);
  await db.execute(sql`update invoices i set issue_entry_id = e.id from bench_entries e where e.source = 'invoice' and e.source_id = i.id`);
  await db.execute(
    sql`update invoice_payments p set entry_id = e.id from bench_entries e where e.source = 'payment' and e.source_id = p.invoice_id`,
  );
  await db.execute(
    sql`update premium_remittances r set entry_id = e.id from bench_entries e where e.source = 'premium_remittance' and e.source_id = r.invoice_id`,
  );
  await db.execute(sql`
    insert into account_daily_totals (tenant_id, account_id, day, debit_kobo, credit_kobo, line_count)
    select tenant_id, account_id, entry_date, sum(debit_kobo), sum(credit_kobo), count(*) from journal_lines where tenant_id = ${tenantId} group by 1, 2, 3
    on conflict (account_id, day) do update set debit_kobo = excluded.debit_kobo, credit_kobo = excluded.credit_kobo, line_count = excluded.line_count`);
  await db.execute(sql`
    insert into account_monthly_totals (tenant_id, account_id, month, debit_kobo, credit_kobo, line_count)
    select tenant_id, account_id, date_trunc('month', day)::date, sum(debit_kobo), sum(credit_kobo), sum(line_count) from account_daily_totals
    where tenant_id = ${tenantId} group by 1, 2, 3
    on conflict (account_id, month) do update set debit_kobo = excluded.debit_kobo, credit_kobo = excluded.credit_kobo, line_count = excluded.line_count`);
  // By source as well, as the migration fills them (a reversal counts as the entry it reverses).
  await db.execute(sql`
    insert into account_source_daily_totals (tenant_id, account_id, day, source, debit_kobo, credit_kobo, line_count)
    select l.tenant_id, l.account_id, l.entry_date, coalesce(o.source, e.source), sum(l.debit_kobo), sum(l.credit_kobo), count(*)
    from journal_lines l join journal_entries e on e.id = l.entry_id left join journal_entries o on o.id = e.reverses_entry_id
    where l.tenant_id = ${tenantId} group by 1, 2, 3, 4
    on conflict (account_id, day, source) do update set debit_kobo = excluded.debit_kobo, credit_kobo = excluded.credit_kobo, line_count = excluded.line_count`);
  await db.execute(sql`
    insert into account_source_monthly_totals (tenant_id, account_id, month, source, debit_kobo, credit_kobo, line_count)
    select tenant_id, account_id, date_trunc('month', day)::date, source, sum(debit_kobo), sum(credit_kobo), sum(line_count) from account_source_daily_totals
    where tenant_id = ${tenantId} group by 1, 2, 3, 4
    on conflict (account_id, month, source) do update set debit_kobo = excluded.debit_kobo, credit_kobo = excluded.credit_kobo, line_count = excluded.line_count`);
}

/** The premium positions of every billed invoice, through the same set-based rebuild the services run for one. */
export async function buildPositions(db: OwnerDatabase, tenantId: string) {
  const started = performance.now();
  // Freshly loaded tables have no statistics yet: without them the planner nests loops over every invoice.
  await db.execute(sql`analyze invoices, invoice_payments, premium_remittances, ledger_accounts`);
  await db.transaction((tx) => rebuildPositions(tx, tenantId, 'all'));
  console.log(`Premium positions built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A policy for each of the first `count` invoices that are neither return premiums nor deactivated, in the state its invoice implies. */
export async function policiesOfTheInvoices(db: OwnerDatabase, tenantId: string, count: number) {
  await db.execute(sql`
    with chosen as (
      select i.*, row_number() over (order by i.invoice_no) as n from invoices i
      where i.tenant_id = ${tenantId} and i.status <> 'deactivated' and i.transaction_type <> 'POLICY_EDORSEMENT_REMITTANCE'
        and not exists (select 1 from policies p where p.invoice_id = i.id)
      order by i.invoice_no limit ${count}),
    made as (
      insert into policies (tenant_id, policy_no, status, transaction_type, client_type, individual_client_id, corporate_client_id, name_of_insured,
        product_id, insurance_provider_id, start_date, end_date, sum_insured_kobo, premium_kobo, commission_type, commission_rate, commission_kobo,
        vat_kobo, invoice_id, activated_at, created_by, created_at, updated_at)
      select tenant_id, 'POL/B/' || lpad(n::text, 7, '0'),
        case when n % 25 = 0 then 'proposal' when status = 'pending deletion' then 'cancelled'
             when status = 'paid' and end_date >= current_date then 'active' when status = 'paid' and n % 3 = 0 then 'renewed'
             when status = 'paid' then 'expired' else 'placed' end,
        case when transaction_type = 'RENEWAL' then 'RENEWAL' else 'NEW POLICY' end, client_type, individual_client_id, corporate_client_id, insured,
        product_id, insurance_provider_id, start_date, end_date, sum_insured_kobo, premium_kobo, commission_type, commission_rate, commission_kobo,
        vat_kobo, id, case when status = 'paid' then created_at end, created_by, created_at, now()
      from chosen returning id, invoice_id)
    update invoices i set policy_id = made.id from made where i.id = made.invoice_id`);
}
