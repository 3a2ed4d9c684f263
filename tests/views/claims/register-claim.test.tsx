import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOSS_OUTSIDE_COVER, POLICE_REPORT_NEEDED, policyNotOnCoverRefusal } from '../../../domain/claims';
import { FIELD_REQUIRED } from '../../../domain/common-messages';
import { todayInLagos } from '../../../domain/today';
import { ApiFailure } from '../../../src/api/errors';
import {
  CLAIM_ID,
  CLAIMABLE_ID,
  CLAIMS_POST_PATH,
  EXPIRED_SHOP,
  PROPOSAL_ID,
  REGISTER_ANSWERS,
  REGISTER_PATH,
  registeredAnswer,
} from '../../../stories/claims/register-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import { fillTheft, posted, slow } from './register-claim-support';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/claims/register/register-claim-page');
});

const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'claims clerk' }] });
const TITLE = 'Register Claim';
const FROM_POLICY = `${REGISTER_PATH}?policyId=${CLAIMABLE_ID}`;

const BASE: Record<string, Handler> = {
  ...Object.fromEntries(
    Object.entries(REGISTER_ANSWERS).map(([path, answer]) => [path, typeof answer === 'function' ? (answer as Handler) : () => answer]),
  ),
  [CLAIMS_POST_PATH]: () => registeredAnswer(),
};

async function open(path: string, handlers: Record<string, Handler> = {}, token = ADMIN) {
  const view = renderApp({ path, token, handlers: { ...BASE, ...handlers } });
  await screen.findByRole('heading', { level: 1, name: TITLE }, slow);
  await waitFor(() => expect(screen.queryByText(/^Loading (policy|your permissions)$/)).not.toBeInTheDocument(), slow);
  return view;
}

const register = () => screen.getByRole('button', { name: 'Register claim' });
const lossDate = () => screen.getByLabelText(/^Date of loss/);

describe('registering a claim', { timeout: 30_000 }, () => {
  it('chooses a policy on cover, expired or renewed, sends the loss as typed, and opens the claim', async () => {
    const { api, user, location } = await open(REGISTER_PATH);
    await user.click(await screen.findByRole('radio', { name: /^POL\/2026\/000031 · Lekki Foods Ltd/ }, slow));
    expect(api.callsTo('/policies').map((call) => call.query)).toEqual(
      ['active', 'expired', 'renewed'].map((status) => ({ page: 1, limit: 10, status, searchQuery: undefined })),
    );
    expect(screen.getByLabelText('Policy claimed on')).toHaveTextContent('POL/2026/000031LWY/MTR/2026/90031');
    expect(screen.getByLabelText(/^Date reported/)).toHaveValue(todayInLagos());
    await fillTheft(user);
    await user.type(screen.getByRole('textbox', { name: /^Reporter’s phone/ }), '0803 555 0199');
    await user.click(register());

    expect(await screen.findByText('Claim CLM/2026/000015 registered', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/claims/${CLAIM_ID}`));
    expect(posted(api)).toHaveLength(1);
    expect(posted(api)[0]!.body).toEqual({
      policyId: CLAIMABLE_ID,
      insuredItem: 'Toyota Hiace delivery van',
      lossDate: '2026-11-02',
      lossPlace: 'Oshodi, Lagos',
      reportedDate: todayInLagos(),
      cause: 'Theft',
      description: 'The van was taken at night with its load',
      reportedBy: 'Tunde Bakare',
      reporterPhone: '0803 555 0199',
      estimatedLoss: '1250000.00',
      thirdParties: null,
      policeReportNumber: 'LAG/OSH/2026/5521',
    });
  });

  it('finds an expired policy by the words typed, and takes the insured item in words when the policy lists none', async () => {
    const { api, user } = await open(REGISTER_PATH);
    await screen.findByRole('radio', { name: /^POL\/2026\/000024/ }, slow);
    await user.type(screen.getByRole('searchbox', { name: /^Find the policy/ }), 'Adaeze');
    await waitFor(() =>
      expect(api.callsTo('/policies/search').map((call) => call.query?.status)).toEqual(['active', 'expired', 'renewed']),
    );
    expect(api.callsTo('/policies/search')[0]!.query).toMatchObject({ searchQuery: 'Adaeze' });
    await user.click(await screen.findByRole('radio', { name: /^POL\/2025\/000088 · Adaeze Nwosu/ }, slow));
    expect(screen.queryByRole('radio', { name: /^POL\/2026\/000024/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Insured item/ })).toHaveValue('');
    expect(screen.getByLabelText('Policy claimed on')).toHaveTextContent(`${EXPIRED_SHOP.start_date} to ${EXPIRED_SHOP.end_date}`);
  });

  it('shows the domain’s message under every required field left empty, and sends nothing', async () => {
    const { api, user } = await open(REGISTER_PATH);
    await user.click(register());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByRole('searchbox', { name: /^Find the policy/ })).toHaveAccessibleDescription(/This field is required/);
    expect(lossDate()).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByRole('textbox', { name: /^Place of loss/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByRole('combobox', { name: /^Cause/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByRole('textbox', { name: /^Estimated loss/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByRole('textbox', { name: /^Reported by/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByRole('textbox', { name: /^Reporter’s phone/ })).not.toHaveAccessibleDescription();
    expect(posted(api)).toHaveLength(0);
  });

  it('asks for the police report number of a theft, and keeps the date of loss within the cover', async () => {
    const { api, user } = await open(FROM_POLICY);
    await fillTheft(user, { police: false });
    const police = screen.getByRole('textbox', { name: /^Police report number/ });
    expect(police).toBeRequired();
    await user.clear(lossDate());
    await user.type(lossDate(), '2025-12-20');
    await user.click(register());
    await waitFor(() => expect(police).toHaveAccessibleDescription(new RegExp(POLICE_REPORT_NEEDED)));
    expect(lossDate()).toHaveAccessibleDescription(new RegExp(LOSS_OUTSIDE_COVER));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Cause/ }), 'Accident');
    expect(police).not.toBeRequired();
    expect(posted(api)).toHaveLength(0);
  });

  it('shows the server’s field errors and its refusal on the fields, keeping what was typed', async () => {
    let refusal: ApiFailure = new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
      lossPlace: 'Say where the loss happened, not only the state',
    });
    const { api, user, location } = await open(FROM_POLICY, {
      [CLAIMS_POST_PATH]: () => {
        throw refusal;
      },
    });
    await fillTheft(user);
    await user.click(register());
    const place = screen.getByRole('textbox', { name: /^Place of loss/ });
    await waitFor(() => expect(place).toHaveAccessibleDescription('Say where the loss happened, not only the state'));
    expect(place).toHaveValue('Oshodi, Lagos');
    refusal = new ApiFailure(LOSS_OUTSIDE_COVER, 409, 'CONFLICT');
    await user.click(register());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOSS_OUTSIDE_COVER));
    expect(lossDate()).toHaveAccessibleDescription(new RegExp(LOSS_OUTSIDE_COVER));
    expect(lossDate()).toHaveValue('2026-11-02');
    expect(posted(api)).toHaveLength(2);
    expect(location()).toBe(FROM_POLICY);
  });

  it('says why a policy named in the address takes no claim, and leaves the page to holders of Register Claim', async () => {
    const { unmount } = await open(`${REGISTER_PATH}?policyId=${PROPOSAL_ID}`);
    expect(screen.getByRole('alert')).toHaveTextContent(policyNotOnCoverRefusal('proposal'));
    expect(screen.queryByRole('button', { name: 'Register claim' })).not.toBeInTheDocument();
    unmount();
    const { api } = await open(REGISTER_PATH, holding('View Claims'), CLERK);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('/policies')).toEqual([]);
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('form')).not.toBeInTheDocument();
  });
});
