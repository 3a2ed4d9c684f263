import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOTOR_CLAIM } from '../../../stories/claims/list-fixtures';
import { NO_POLICY_CHANGES, POLICY_CHANGES, POLICY_CLAIMS_PATH } from '../../../stories/policies/policy-changes-fixtures';
import { POLICIES, POLICY_ID, policyAnswer, READY_FOR_COVER } from '../../../stories/policies/policy-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { PolicyDetails } from '../../../domain/policies';

beforeAll(async () => {
  await import('../../../src/features/policies/policy-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'underwriting clerk' }] });
const PATH = `/policies/${POLICY_ID}`;

const answering = (changes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(changes).map(([path, body]) => [path, () => body]));

async function openPolicy(policy: PolicyDetails, handlers: Record<string, Handler> = {}, token = ADMIN) {
  const view = renderApp({
    path: PATH,
    token,
    handlers: { ...answering(POLICY_CHANGES), [PATH]: () => policyAnswer(policy), ...handlers },
  });
  await screen.findByRole('heading', { level: 1, name: `Policy ${policy.policy_number}` }, slow);
  return view;
}

const claims = () => screen.findByRole('table', { name: 'Claims on the policy' }, slow);
const registerLink = () => screen.queryByRole('link', { name: 'Register claim' });

describe('the policy page: claims', { timeout: 20_000 }, () => {
  it('lists the policy’s claims with their status, date of loss and estimate, each linking to the claim', async () => {
    const { api } = await openPolicy(POLICIES.active);
    const rows = await within(await claims()).findAllByRole('row', { name: /^CLM\// }, slow);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['CLM/2026/000014', 'Documents pending', '2026-11-18', '₦850,000.00'],
      ['CLM/2026/000002', 'Settled', '2026-07-03', '₦320,000.00'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'CLM/2026/000014' })).toHaveAttribute('href', `/claims/${MOTOR_CLAIM.claim_id}`);
    expect(api.callsTo(POLICY_CLAIMS_PATH).map((call) => call.query)).toEqual([
      { page: 1, limit: 10, status: undefined, policyId: POLICY_ID, searchQuery: undefined },
    ]);
    expect(registerLink()).toHaveAttribute('href', `/claims/create?policyId=${POLICY_ID}`);
  });

  it('says when no claim has been registered', async () => {
    await openPolicy(POLICIES.expired, answering(NO_POLICY_CHANGES));
    expect(await within(await claims()).findByText('No claim has been registered on this policy', {}, slow)).toBeInTheDocument();
    expect(registerLink()).toBeInTheDocument();
  });

  it('offers Register claim for a policy that is or was on cover, to holders of Register Claim only', async () => {
    const { unmount } = await openPolicy(READY_FOR_COVER);
    await claims();
    expect(registerLink()).not.toBeInTheDocument();
    unmount();
    const { unmount: leave } = await openPolicy(POLICIES.active, holding('View Policies', 'View Claims'), CLERK);
    await within(await claims()).findByRole('link', { name: 'CLM/2026/000014' }, slow);
    expect(registerLink()).not.toBeInTheDocument();
    leave();
    await openPolicy(POLICIES.renewed, holding('View Policies', 'View Claims', 'Register Claim'), CLERK);
    await claims();
    expect(registerLink()).toHaveAttribute('href', `/claims/create?policyId=${POLICY_ID}`);
  });

  it('leaves the claims out for someone who may not see claims', async () => {
    const { api } = await openPolicy(POLICIES.active, holding('View Policies', 'Register Claim'), CLERK);
    expect(await screen.findByRole('table', { name: 'Endorsements' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Claims on the policy' })).not.toBeInTheDocument();
    expect(api.callsTo(POLICY_CLAIMS_PATH)).toEqual([]);
  });
});
