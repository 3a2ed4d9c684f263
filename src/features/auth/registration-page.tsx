import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AgentRegistration, BrokerRegistration } from '../../../domain/registration';
import {
  selectFailure,
  selectIsBusy,
  selectIsSignedIn,
  selectRegistrationStep,
  selectVerificationStep,
} from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { Alert, AuthFrame } from './auth-frame';
import { AwaitingVerification } from './awaiting-verification';

type Kind = 'agent' | 'broker';

/** What the social return page hands over when the person registers with Google, Facebook or LinkedIn. */
interface SocialHandover {
  socialToken?: string;
  email?: string;
  name?: string;
}

const TEXT: Record<Kind, { title: string; lead: string; submit: string }> = {
  agent: {
    title: 'Register as an agent',
    lead: 'Join your brokerage’s back office. Ask your brokerage for its address (the part before the dot in its web address).',
    submit: 'Create my account',
  },
  broker: {
    title: 'Register your brokerage',
    lead: 'Open a back office for your brokerage. You will be its administrator and can invite your team afterwards.',
    submit: 'Register brokerage',
  },
};

function splitName(name: string | undefined): [string, string] {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return [parts[0] ?? '', parts.slice(1).join(' ')];
}

const FIELDS: Record<Kind, string[]> = {
  agent: ['firstName', 'lastName', 'email', 'phone', 'brokerageAddress', 'password', 'confirmPassword'],
  broker: ['companyName', 'rcNumber', 'naicomLicenseNumber', 'firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'],
};

function RegistrationForm({ kind, social }: { kind: Kind; social: SocialHandover }) {
  // Only a failure of this registration belongs here, not one left by an earlier sign-in attempt.
  const step = useSession(selectRegistrationStep);
  const lastFailure = useSession(selectFailure);
  const failure = step === 'failed' ? lastFailure : null;
  const busy = useSession(selectIsBusy);
  const { register } = useSessionCommands();
  const [firstName, lastName] = splitName(social.name);
  const initial = useMemo(() => {
    const known: Record<string, string> = { firstName, lastName, email: social.email ?? '' };
    return Object.fromEntries(FIELDS[kind].map((name) => [name, known[name] ?? '']));
  }, [kind, firstName, lastName, social.email]);
  const struct = kind === 'agent' ? AgentRegistration : BrokerRegistration;
  const form = useCheckedForm(struct as typeof AgentRegistration, initial, failure?.fieldErrors);
  const extra = social.socialToken ? { socialToken: social.socialToken } : {};
  const onValid = (details: AgentRegistration | BrokerRegistration) =>
    register(kind === 'agent' ? { kind, details: details as AgentRegistration } : { kind, details: details as BrokerRegistration });

  return (
    <form noValidate onSubmit={form.submit(onValid, extra)} className="grid gap-4 sm:grid-cols-2" aria-label={TEXT[kind].title}>
      {failure && (
        <div className="sm:col-span-2">
          <Alert tone="error">{failure.message}</Alert>
        </div>
      )}
      {kind === 'broker' && (
        <>
          <TextField label="Company name" autoComplete="organization" required className="sm:col-span-2" {...form.field('companyName')} />
          <TextField label="RC number" hint="CAC registration number, e.g. RC 1234567" required {...form.field('rcNumber')} />
          <TextField label="NAICOM licence number" hint="Optional" {...form.field('naicomLicenseNumber')} />
        </>
      )}
      <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        readOnly={Boolean(social.socialToken)}
        hint={social.socialToken ? 'Verified by your social account' : undefined}
        {...form.field('email')}
      />
      <TextField label="Phone number" type="tel" autoComplete="tel" hint="e.g. 0803 123 4567" required {...form.field('phone')} />
      {kind === 'agent' && (
        <TextField
          label="Brokerage address"
          hint="e.g. acme for acme.your-office address"
          required
          className="sm:col-span-2"
          {...form.field('brokerageAddress')}
        />
      )}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters with upper- and lower-case letters, a number and a symbol"
        required
        {...form.field('password')}
      />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" busy={busy}>
          {TEXT[kind].submit}
        </Button>
        <p className="text-sm text-slate-600">
          Already registered?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </form>
  );
}

/** /register (agent) and /broker-signup (broker). */
export function RegistrationPage({ kind }: { kind: Kind }) {
  const step = useSession(selectRegistrationStep);
  const verification = useSession(selectVerificationStep);
  const signedIn = useSession(selectIsSignedIn);
  const navigate = useNavigate();
  const social = ((useLocation().state ?? {}) as SocialHandover) || {};

  useEffect(() => {
    if (verification === 'choosingBrokerUrl') navigate('/broker-url', { replace: true });
    else if (signedIn) navigate('/dashboard', { replace: true });
  }, [verification, signedIn, navigate]);

  const waiting = step === 'awaitingVerification';
  return (
    <AuthFrame title={waiting ? 'Check your email' : TEXT[kind].title} lead={waiting ? undefined : TEXT[kind].lead} wide={!waiting}>
      {waiting ? (
        <AwaitingVerification />
      ) : verification === 'verified' ? (
        <div className="space-y-4">
          <Alert tone="success">Your account is ready. You can sign in now.</Alert>
          <Link to="/login" className="inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            Sign in
          </Link>
        </div>
      ) : (
        <RegistrationForm kind={kind} social={social} />
      )}
    </AuthFrame>
  );
}

export const AgentRegistrationPage = () => <RegistrationPage kind="agent" />;
export const BrokerRegistrationPage = () => <RegistrationPage kind="broker" />;
