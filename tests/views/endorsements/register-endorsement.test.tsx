import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EFFECTIVE_OUTSIDE_PERIOD,
  EXTEND_BEYOND_END,
  ONLY_ACTIVE_POLICIES,
  openEndorsementRefusal,
  SAME_SUM_INSURED,
} from '../../../domain/policies';
import { ApiFailure } from '../../../src/api/errors';
import * as registerStories from '../../../stories/endorsements/register-endorsement.stories';
import {
  ENDORSABLE,
  ENDORSABLE_ID,
  ENDORSE_PATH,
  ENDORSEMENT_ID,
  EXPIRED_POLICY,
  policyAnswer,
  REGISTER_ANSWERS,
  REGISTER_PATH,
  registeredAnswer,
} from '../../../stories/endorsements/register-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { ComponentType } from 'react';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/endorsements/register/register-endorsement-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'underwriting clerk' }] });
const TITLE = 'Register Endorsement';
const FROM_POLICY = `${REGISTER_PATH}?policyId=${ENDORSABLE_ID}`;

const BASE: Record<string, Handler> = {
  ...Object.fromEntries(Object.entries(REGISTER_ANSWERS).map(([path, answer]) => [path, () => answer])),
  [ENDORSE_PATH]: () => registeredAnswer(),
};

async function open(path: string, handlers: Record<string, Handler> = {}, token = ADMIN) {
  const view = renderApp({ path, token, handlers: { ...BASE, ...handlers } });
  await screen.findByRole('heading', { level: 1, name: TITLE }, slow);
  await waitFor(() => expect(screen.queryByText(/^Loading (policy|your permissions)$/)).not.toBeInTheDocument(), slow);
  return view;
}
type View = Awaited<ReturnType<typeof open>>;

const kind = () => screen.getByRole('combobox', { name: /^Kind of change/ });
const effectiveDate = () => screen.getByLabelText(/^Effective date/);
const description = () => screen.getByRole('textbox', { name: 'Description' });
const preview = () => screen.getByRole('region', { name: 'Premium adjustment' });
const fact = (term: string) => within(preview()).getByText(term, { selector: 'dt' }).nextElementSibling;
const register = () => screen.getByRole('button', { name: 'Register endorsement' });
const posted = (api: View['api']) => api.callsTo(ENDORSE_PATH).filter((call) => call.method === 'POST');

async function setDate(user: View['user'], input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('registering an endorsement', { timeout: 30_000 }, () => {
  it('chooses a policy on cover, shows the pro-rata of a cancellation, registers it mailing the client, and opens it', async () => {
    const { api, user, location } = await open(REGISTER_PATH);
    await user.click(await screen.findByRole('radio', { name: /^POL\/2026\/000031 · Lekki Foods Ltd/ }, slow));
    expect(api.callsTo('/policies').map((call) => call.query)).toEqual([{ page: 1, limit: 10, status: 'active', searchQuery: undefined }]);
    expect(screen.getByLabelText('Policy endorsed')).toHaveTextContent('POL/2026/000031LWY/MTR/2026/90031');
    await user.selectOptions(kind(), 'Cancel the policy');
    await setDate(user, effectiveDate(), '2026-08-04');

    expect(within(preview()).getByRole('status')).toHaveTextContent('Return premium ₦41,095.89 (150 of 365 days)');
    expect(fact('Commission reversed')).toHaveTextContent('₦4,109.59');
    expect(fact('VAT reversed')).toHaveTextContent('₦308.22');
    expect(fact('Insurer’s share to come back')).toHaveTextContent('₦36,678.08');
    expect(fact('New premium for the period')).toHaveTextContent('₦100,000.00');

    await user.type(description(), 'The van was sold');
    await user.click(screen.getByRole('checkbox', { name: 'Mail the client the endorsement' }));
    await user.click(register());

    expect(await screen.findByText('Endorsement END/2026/000012 registered on POL/2026/000031', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/policy/endorsement/${ENDORSEMENT_ID}`));
    expect(posted(api)).toHaveLength(1);
    expect(posted(api)[0]!.query).toEqual({ notify: true });
    expect(posted(api)[0]!.body).toEqual({
      policyId: ENDORSABLE_ID,
      kind: 'cancellation',
      effectiveDate: '2026-08-04',
      description: 'The van was sold',
      premium: null,
      sumInsured: null,
      endDate: null,
    });
  });

  it('finds a policy on cover by the words typed', async () => {
    const { api, user } = await open(REGISTER_PATH);
    await screen.findByRole('radio', { name: /^POL\/2026\/000024/ }, slow);
    await user.type(screen.getByRole('searchbox', { name: /^Find an active policy/ }), 'Lekki');
    await waitFor(() =>
      expect(api.callsTo('/policies/search').map((call) => call.query)).toEqual([
        { page: 1, limit: 10, status: 'active', searchQuery: 'Lekki' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^POL\/2026\/000024/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /^POL\/2026\/000031/ })).toBeInTheDocument();
  });

  it('starts from the policy in the address, with its items and covers for an addition, and sends them as they stand after it', async () => {
    const { api, user } = await open(FROM_POLICY);
    expect(screen.getByRole('link', { name: 'POL/2026/000031' })).toHaveAttribute('href', `/policies/${ENDORSABLE_ID}`);
    await user.selectOptions(kind(), 'addition');
    expect(screen.getByRole('textbox', { name: /^Description, item 1/ })).toHaveValue('Toyota Hiace delivery van');
    expect(await screen.findByRole('checkbox', { name: 'Flood Extension' }, slow)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Own Damage' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('textbox', { name: /^Description, item 2/ }), 'Box trailer');
    await user.type(screen.getByRole('textbox', { name: /^Sum insured, item 2/ }), '1500000');
    await user.click(screen.getByRole('checkbox', { name: 'Own Damage' }));
    await user.type(screen.getByRole('textbox', { name: /^Premium for the whole period/ }), '130000');
    await user.type(screen.getByRole('textbox', { name: /^New sum insured/ }), '6500000');
    await setDate(user, effectiveDate(), '2026-08-04');
    expect(within(preview()).getByRole('status')).toHaveTextContent('Additional premium ₦12,328.76 (150 of 365 days)');
    expect(fact('New premium for the period')).toHaveTextContent('₦130,000.00');
    expect(fact('New sum insured')).toHaveTextContent('₦6,500,000.00');
    expect(fact('Commission')).toHaveTextContent('₦1,232.88');
    await user.type(description(), 'A box trailer is added, with own damage cover');
    await user.click(register());

    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]!.query).toEqual({ notify: undefined });
    expect(posted(api)[0]!.body).toEqual({
      policyId: ENDORSABLE_ID,
      kind: 'addition',
      effectiveDate: '2026-08-04',
      description: 'A box trailer is added, with own damage cover',
      premium: '130000.00',
      sumInsured: '6500000.00',
      endDate: null,
      items: [
        { description: 'Toyota Hiace delivery van', sumInsured: '5000000.00' },
        { description: 'Box trailer', sumInsured: '1500000.00' },
      ],
      covers: [{ coverId: '6' }, { coverId: '1' }],
    });
  });

  it('charges an extension at the policy’s daily rate for the days added', async () => {
    const { user } = await open(FROM_POLICY);
    await user.selectOptions(kind(), 'extension');
    await setDate(user, screen.getByLabelText(/^New end date/), '2027-03-31');
    expect(within(preview()).getByRole('status')).toHaveTextContent('Additional premium ₦24,657.53 (90 of 365 days)');
    expect(fact('New end date')).toHaveTextContent('2027-03-31');
    expect(screen.queryByRole('textbox', { name: /^Premium for the whole period/ })).not.toBeInTheDocument();
  });

  it('refuses in the browser, field by field, with the policy’s own rules, and sends nothing', async () => {
    const { api, user } = await open(REGISTER_PATH);
    await user.click(register());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByRole('searchbox', { name: /^Find an active policy/ })).toHaveAccessibleDescription('This field is required');
    expect(kind()).toHaveAccessibleDescription('This field is required');
    expect(description()).toHaveAccessibleDescription(/This field is required/);

    await user.click(await screen.findByRole('radio', { name: /^POL\/2026\/000031/ }, slow));
    await user.type(description(), 'Cover to the end of March');
    await user.selectOptions(kind(), 'extension');
    await setDate(user, effectiveDate(), '2027-01-05');
    await setDate(user, screen.getByLabelText(/^New end date/), '2026-12-31');
    await user.click(register());
    await waitFor(() => expect(effectiveDate()).toHaveAccessibleDescription(new RegExp(EFFECTIVE_OUTSIDE_PERIOD)));
    expect(screen.getByLabelText(/^New end date/)).toHaveAccessibleDescription(new RegExp(EXTEND_BEYOND_END));

    await user.selectOptions(kind(), 'sum insured');
    await setDate(user, effectiveDate(), '2026-08-04');
    await user.type(screen.getByRole('textbox', { name: /^New sum insured/ }), '5,000,000');
    await user.click(register());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^New sum insured/ })).toHaveAccessibleDescription(new RegExp(SAME_SUM_INSURED)),
    );
    expect(within(preview()).getByRole('status')).toHaveTextContent(/once the policy, the kind of change/);
    expect(posted(api)).toHaveLength(0);
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    const refusal = 'A claim on this policy is open from 2026-11-01: the cancellation must take effect after it is settled';
    const { api, user, location } = await open(FROM_POLICY, {
      [ENDORSE_PATH]: () => {
        throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { effectiveDate: refusal });
      },
    });
    await user.selectOptions(kind(), 'cancellation');
    await setDate(user, effectiveDate(), '2026-08-04');
    await user.type(description(), 'The van was sold');
    await user.click(screen.getByRole('checkbox', { name: 'Mail the client the endorsement' }));
    await user.click(register());
    await waitFor(() => expect(effectiveDate()).toHaveAccessibleDescription(new RegExp(refusal)));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(effectiveDate()).toHaveValue('2026-08-04');
    expect(kind()).toHaveValue('cancellation');
    expect(description()).toHaveValue('The van was sold');
    expect(screen.getByRole('checkbox', { name: 'Mail the client the endorsement' })).toBeChecked();
    expect(register()).toBeEnabled();
    expect(location()).toBe(FROM_POLICY);
    expect(posted(api)).toHaveLength(1);
  });

  it('shows the server’s 409 above the form when the policy has an open endorsement', async () => {
    const refusal = openEndorsementRefusal('END/2026/000011');
    const { user } = await open(FROM_POLICY, {
      [ENDORSE_PATH]: () => {
        throw new ApiFailure(refusal, 409, 'CONFLICT');
      },
    });
    await user.selectOptions(kind(), 'cancellation');
    await user.type(description(), 'The van was sold');
    await user.click(register());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(description()).toHaveValue('The van was sold');
  });

  it('says why a policy in the address that is not on cover takes no endorsement', async () => {
    const { api } = await open(FROM_POLICY, { [`/policies/${ENDORSABLE_ID}`]: () => policyAnswer(EXPIRED_POLICY) });
    expect(screen.getByRole('alert')).toHaveTextContent(`${ONLY_ACTIVE_POLICIES}: policy POL/2026/000031 is expired.`);
    expect(screen.getByRole('link', { name: 'Back to policy POL/2026/000031' })).toHaveAttribute('href', `/policies/${ENDORSABLE_ID}`);
    expect(screen.queryByRole('button', { name: 'Register endorsement' })).not.toBeInTheDocument();
    expect(posted(api)).toHaveLength(0);
  });

  it('is closed to a person without Manage Endorsements, and asks nothing', async () => {
    const { api } = await open(FROM_POLICY, holding('View Policies', 'Update Policy'), CLERK);
    expect(screen.getByText("You need the 'Manage Endorsements' permission. Ask an administrator of your brokerage.")).toBeInTheDocument();
    expect(api.callsTo(`/policies/${ENDORSABLE_ID}`)).toEqual([]);
  });
});

const stories = composeStories(registerStories);

/** What a person sees in each story, after its play; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  ChoosingAPolicy: async () => expect(await screen.findByRole('radio', { name: /^POL\/2026\/000031/ }, slow)).toBeInTheDocument(),
  Empty: async () =>
    expect(await screen.findByText('No policy is on cover: only an active policy takes an endorsement.', {}, slow)).toBeInTheDocument(),
  Loading: async () => expect(await screen.findByText('Loading policy', {}, slow)).toBeInTheDocument(),
  LoadFailed: async () => expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument(),
  Filled: async () => expect(await screen.findByRole('link', { name: ENDORSABLE.policy_number }, slow)).toBeInTheDocument(),
  CancellationPreview: async () => expect(within(preview()).getByRole('status')).toHaveTextContent(/^Return premium ₦/),
  Saving: async () => await waitFor(() => expect(register()).toHaveAttribute('aria-busy', 'true')),
  ServerFieldErrors: async () =>
    await waitFor(() => expect(description()).toHaveAccessibleDescription(/Say who asked for the cancellation/)),
  OpenEndorsement: async () =>
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(openEndorsementRefusal('END/2026/000011')),
  NotActive: async () => expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(ONLY_ACTIVE_POLICIES),
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the register endorsement stories', { timeout: 20_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof stories)[]).map(
      (name) => [name, stories[name] as ComponentType & (typeof stories)[typeof name]] as const,
    ),
  )('%s', async (name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    await expectations[name]();
  });
});
