import { Link } from 'react-router';
import { actionLink, PublicHero, PublicLayout } from '../../ui/public-layout';

interface Capability {
  title: string;
  summary: string;
  points: string[];
}

// What the product does, as its specification describes it: no customers, no figures.
const CAPABILITIES: Capability[] = [
  {
    title: 'Clients and KYC',
    summary: 'Individual and corporate clients in one register, with their know-your-customer details.',
    points: [
      'Corporate clients with their directors',
      'Politically exposed persons flagged and listed in their own regulatory report',
      'Client reports and every policy a client holds',
    ],
  },
  {
    title: 'Quotes with approval',
    summary: 'Quotes are drafted, sent for approval and answered before they go to the client.',
    points: [
      'Requested quotes kept apart from your own',
      'An approver approves or rejects, and the requester hears at once',
      'An approved quote becomes a policy proposal',
    ],
  },
  {
    title: 'Policies and endorsements',
    summary: 'Policy proposals through to policy documents, and every change to a policy as an endorsement.',
    points: [
      'Endorsements with their own status, documents and invoice',
      'Refunded premium on record',
      'Expiring policies listed before they lapse',
    ],
  },
  {
    title: 'Debit and credit notes',
    summary: 'Bill premium with debit notes and record what the client pays against them.',
    points: [
      'Part payments and full payments, each with its mode of payment',
      'Notes sent to the client and to the insurer from the invoice',
      'Credit notes for returned and refunded premium',
      'Deleting an invoice needs an admin to accept the request',
    ],
  },
  {
    title: 'Premium and VAT remittance',
    summary: "See what each insurer is owed and remit premium and VAT within 30 days of receiving it, with the insurer's receipt on file.",
    points: [
      'Remittance schedules per insurer',
      'Schedules of unremitted premium show what is still outstanding',
      'Mode, bank, cheque and receipt numbers kept with every remittance',
    ],
  },
  {
    title: 'Double-entry books and NAICOM returns',
    summary: 'Every payment, remittance and refund posts a balanced journal entry, so the books always add up.',
    points: [
      'Chart of accounts, transactions with approval, accounting periods',
      'Trial balance, income statement, balance sheet and cash flow',
      'Regulatory reports for NAICOM, from premium income production to commission income',
    ],
  },
  {
    title: 'Claims',
    summary: 'Register claims and follow each one through to its outcome.',
    points: ['Every claim with its status', 'Comments and documents kept with the claim'],
  },
  {
    title: 'Real-time notifications',
    summary: 'Approval requests and their answers arrive as they happen, without reloading the page.',
    points: ['An unread count on the bell', 'A notice on screen when something new arrives'],
  },
  {
    title: 'Multi-branch',
    summary: 'One brokerage, several offices: branches on the broker profile and users assigned to them.',
    points: ['Premium (bank) accounts on the broker profile', 'Users assigned to one or more branches'],
  },
  {
    title: 'Roles and permissions',
    summary: 'Admins, brokers and agents each see what their work needs, and the server checks every action again.',
    points: ['Roles, groups and permissions you define', 'Changes that need a second pair of eyes wait for approval'],
  },
];

export function FeaturesPage() {
  return (
    <PublicLayout>
      <PublicHero
        title="Features"
        tagline="Everything a Nigerian insurance brokerage runs on"
        lead="Clients, quotes, policies, debit notes, remittance to insurers, the books and the regulator's returns, in one back office. Amounts are in naira throughout."
      >
        <Link to="/get-started" className={actionLink.primary}>
          Get started
        </Link>
        <Link to="/about" className={actionLink.secondary}>
          How it works
        </Link>
      </PublicHero>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 xl:max-w-7xl">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CAPABILITIES.map((capability) => (
            <li key={capability.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{capability.title}</h2>
              <p className="mt-2 text-sm text-slate-700">{capability.summary}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-600">
                {capability.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}
