import { Link } from 'react-router';
import { actionLink, PublicHero, PublicLayout } from '../../ui/public-layout';

interface Path {
  id: string;
  audience: string;
  summary: string;
  steps: string[];
  action: string;
  to: string;
}

const PATHS: Path[] = [
  {
    id: 'path-agent',
    audience: 'For agents',
    summary: 'You bring business to a brokerage and want your own sign-in to its back office.',
    steps: ['Fill in your details', 'Confirm your email address', 'Sign in to the back office'],
    action: 'Register as an agent',
    to: '/register',
  },
  {
    id: 'path-brokerage',
    audience: 'For brokerages',
    summary: 'You run a brokerage and want a back office of its own, for you, your staff and your agents.',
    steps: ['Register the brokerage and its first administrator', 'Confirm your email address', "Choose your brokerage's address"],
    action: 'Register your brokerage',
    to: '/broker-signup',
  },
];

export function GetStartedPage() {
  return (
    <PublicLayout>
      <PublicHero title="Get started" lead="Choose how you are joining IBMS Broker Office." />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 xl:max-w-7xl">
        <div className="grid gap-6 md:grid-cols-2">
          {PATHS.map((path) => (
            <section
              key={path.id}
              aria-labelledby={path.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
            >
              <h2 id={path.id} className="text-xl font-semibold text-slate-900">
                {path.audience}
              </h2>
              <p className="mt-2 text-slate-700">{path.summary}</p>
              <ol className="mt-4 flex-1 list-inside list-decimal space-y-1 text-sm text-slate-600">
                {path.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <Link to={path.to} className={`${actionLink.primary} mt-6 self-start`}>
                {path.action}
              </Link>
            </section>
          ))}
        </div>
        <p className="mt-10 text-sm text-slate-600">
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </PublicLayout>
  );
}
