import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clientPagePath } from '../../../domain/client-records';
import { createCorporateClient, createIndividualClient } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toaster';
import { useSending } from '../../ui/use-sending';
import { BLANK_CORPORATE } from './corporate-fields';
import { FormProblem } from './form-parts';
import { BLANK_INDIVIDUAL } from './individual-fields';
import { KindChoice } from './kind-choice';
import { firstStepWith, SETUP_PAYLOADS, SETUP_STEPS } from './setup-steps';
import { StepList } from './step-list';
import { useClientForm, type FormValues } from './use-client-form';
import type { ClientKind, IndividualClientPayload, NewCorporateClientPayload } from '../../../domain/clients';

type NewClient = { kind: 'individual'; payload: IndividualClientPayload } | { kind: 'corporate'; payload: NewCorporateClientPayload };

/** Where the wizard starts, when not at the beginning (stories show each step this way). */
export interface SetupDraft {
  kind: ClientKind;
  /** The step after the kind's choice, from 0. */
  step: number;
  values?: FormValues;
  directors?: FormValues[];
}

/** /client-setup: choose the kind of client, fill in its steps, review, save, then see the client. */
export function ClientSetupPage({ draft }: { draft?: SetupDraft }) {
  const { api } = useServices();
  const grants = useGrants();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ClientKind | null>(draft?.kind ?? null);
  const [step, setStep] = useState(draft?.step ?? 0);
  const started = (chosen: ClientKind) => (draft?.kind === chosen ? draft : undefined);
  const forms = {
    individual: useClientForm(SETUP_PAYLOADS.individual, { ...BLANK_INDIVIDUAL, ...started('individual')?.values }),
    corporate: useClientForm(
      SETUP_PAYLOADS.corporate,
      { ...BLANK_CORPORATE, ...started('corporate')?.values },
      started('corporate')?.directors,
    ),
  };
  const { sending, failure, send } = useSending(
    useCallback(
      async (signal: AbortSignal, client: NewClient) =>
        client.kind === 'individual'
          ? (await createIndividualClient(api, client.payload, signal)).client_id
          : (await createCorporateClient(api, client.payload, signal)).corporate_client_id,
      [api],
    ),
    (refusal) => {
      if (kind === null) return;
      forms[kind].refused(refusal.fieldErrors);
      const at = firstStepWith(kind, Object.keys(refusal.fieldErrors));
      if (at >= 0) setStep(at);
    },
  );
  if (grants.loading) return <Loading label="Loading" />;
  if (!grants.has('Create Client')) return <NotAllowed title="Create Client" permission="Create Client" />;
  if (kind === null) {
    return (
      <div className="space-y-4">
        <PageHeader title="Create Client" />
        <KindChoice
          onChosen={(chosen) => {
            setKind(chosen);
            setStep(0);
          }}
        />
      </div>
    );
  }

  const form = forms[kind];
  const steps = SETUP_STEPS[kind];
  const current = steps[step]!;
  const onReview = step === steps.length - 1;

  const next = () => {
    const { errors } = form.check(current.owns);
    if (Object.keys(errors).length === 0) setStep(step + 1);
  };

  const submit = async () => {
    const checked = form.check();
    if (checked.value === null) {
      setStep(Math.max(0, firstStepWith(kind, Object.keys(checked.errors))));
      return;
    }
    const saved = await send({ kind, payload: checked.value } as NewClient);
    if (saved === undefined) return;
    notify.success('Client created');
    navigate(clientPagePath(kind, saved));
  };

  return (
    <div className="space-y-4">
      <PageHeader title={kind === 'individual' ? 'Create Client: individual' : 'Create Client: corporate'} />
      <StepList titles={['Kind of client', ...steps.map((s) => s.title)]} current={step + 1} />
      <h2 className="text-lg font-semibold text-slate-900">{current.title}</h2>
      <FormProblem message={failure && Object.keys(failure.fieldErrors).length === 0 ? failure.message : null} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (onReview) void submit();
          else next();
        }}
        className="space-y-4"
      >
        {current.render(form)}
        <div className="flex justify-between gap-2">
          <Button variant="secondary" onClick={() => (step === 0 ? setKind(null) : setStep(step - 1))}>
            Back
          </Button>
          <Button type="submit" busy={sending}>
            {onReview ? 'Save client' : 'Continue'}
          </Button>
        </div>
      </form>
    </div>
  );
}
