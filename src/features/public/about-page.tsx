import { Link } from 'react-router';
import { actionLink, PublicHero, PublicLayout } from '../../ui/public-layout';
import type { ReactNode } from 'react';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-10 first:border-t-0 md:grid md:grid-cols-3 md:gap-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-slate-700 md:col-span-2 md:mt-0">{children}</div>
    </section>
  );
}

const HOW_IT_WORKS: { title: string; text: string }[] = [
  {
    title: 'One brokerage, one tenant',
    text: 'Each brokerage is a tenant of its own, reached at its own address, where its staff and agents find its landing page and sign in.',
  },
  {
    title: "Each brokerage's data walled off",
    text: "Every record belongs to exactly one brokerage. The server checks each request against the brokerage of the person signed in, so no brokerage ever sees another's clients, policies or books.",
  },
  {
    title: 'Amounts in naira, to the kobo',
    text: 'Premiums, payments, remittances and VAT are kept as exact amounts in naira, never rounded along the way, and every entry in the books balances.',
  },
  {
    title: 'Data kept where it is configured',
    text: 'Records live in the database the back office is configured with: an embedded database in its own data directory, or a PostgreSQL server of your choosing. Uploaded documents go to the storage it is configured with.',
  },
  {
    title: 'The server has the last word',
    text: 'A hidden button is not a permission: every rule, from who may approve a quote to when an invoice may be remitted, is checked again on the server.',
  },
];

export function AboutPage() {
  return (
    <PublicLayout>
      <PublicHero
        title="About"
        tagline="A back office built for Nigerian insurance brokerages"
        lead="IBMS Broker Office holds the work of brokers, agents and administrators, from the first quote to the regulator's return, and each brokerage keeps its own to itself."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 xl:max-w-7xl">
        <Section id="about-who" title="Who it is for">
          <p>
            Insurance brokerages in Nigeria and the people who work in them. Brokers keep clients, insurers and products, turn quotes into
            policies and bill premium. Agents bring in business under a brokerage. Administrators set up users, roles, branches and the
            books, and answer to NAICOM with the brokerage's returns.
          </p>
        </Section>
        <Section id="about-how" title="How it works">
          <ul className="grid gap-6 sm:grid-cols-2">
            {HOW_IT_WORKS.map((item) => (
              <li key={item.title}>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1 text-sm">{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="about-contact" title="Contact">
          <p>
            Working for a brokerage already? Its contact details are on its own landing page, and its administrator can give you access. To
            bring your brokerage or yourself on board, start with registration.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/get-started" className={actionLink.primary}>
              Get started
            </Link>
            <Link to="/login" className={actionLink.secondary}>
              Sign in
            </Link>
          </div>
        </Section>
      </div>
    </PublicLayout>
  );
}
