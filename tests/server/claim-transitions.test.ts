import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import {
  ADJUSTER_REPORT,
  CLAIM_STATUSES,
  claimMoveRefusal,
  DISCHARGE_VOUCHER,
  type ClaimDetails,
  type ClaimStatus,
} from '../../domain/claims';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import { claimStatusMachine, moveEvent } from '../../machines/claims/claim-status.machine';
import { demoTenantId } from './support/accounts';
import { multipartForm, pdfBytes } from './support/multipart';
import { activePolicy, callApi } from './support/policies';
import { placingBook } from './support/quotes';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

// The transition table, walked: the shortest path to every status of the claim status machine (drawn
// from CLAIM_TRANSITIONS) is lived through on the server, and from each status every move is tried:
// the machine's moves apply, every other is refused with 409 and leaves the claim as it was.

const today = todayInLagos();
const MOVES = CLAIM_STATUSES.map(moveEvent);

/** What each move records, as the person making it would give it. */
const DETAILS: Partial<Record<ClaimStatus, Record<string, string>>> = {
  under_adjustment: { adjusterName: 'Tunde Bakare' },
  offer_received: { offerAmount: '100000', excess: '5000' },
  offer_disputed: { reason: 'The repair estimate is higher' },
  payment_received: { paymentDate: today },
  settled: { paymentDate: today, modeOfPayment: 'Cash' },
  declined: { reason: 'Excluded peril' },
  withdrawn: { reason: 'The client withdrew it' },
};

const pathTo = new Map(
  getShortestPaths(claimStatusMachine, { events: MOVES }).map((path) => [
    path.state.value as ClaimStatus,
    path.steps.slice(1).map((step) => step.state.value as ClaimStatus),
  ]),
);

describe.each(oneDatabase())('the claim transition table on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let policyId: string;
  const api = (method: string, url: string, payload?: object) => callApi(server, admin, method, url, payload);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    const tenantId = await demoTenantId(server);
    const book = await placingBook(server, tenantId);
    policyId = (await activePolicy(server, admin, book, { startDate: addDays(today, -10), endDate: addDays(today, 354) })).policy.policy_id;
  });
  afterAll(() => server?.close());

  const upload = async (claimId: string, documentName: string) => {
    const form = multipartForm({ documentName }, { name: 'scan.pdf', bytes: pdfBytes(), type: 'application/pdf' });
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/v1/claims/${claimId}/uploads`,
      headers: { authorization: `Bearer ${admin}`, ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const moveTo = (claimId: string, to: ClaimStatus) => api('PATCH', `/claims/${claimId}`, { status: to, ...DETAILS[to] });

  /** A fresh claim, every checklist document in, walked along the machine's shortest path to `status`. */
  async function claimAt(status: ClaimStatus): Promise<ClaimDetails> {
    const made = await api('POST', '/claims', {
      policyId,
      lossDate: today,
      reportedDate: today,
      lossPlace: 'Ikeja',
      cause: 'Accident',
      description: 'Dented door',
      reportedBy: 'The client',
      estimatedLoss: '120000',
    });
    expect(made.statusCode, made.body).toBe(201);
    const claim = made.json().data as ClaimDetails;
    for (const name of [...claim.missing_documents, ADJUSTER_REPORT, DISCHARGE_VOUCHER]) await upload(claim.claim_id, name);
    for (const step of pathTo.get(status)!) {
      const answer = await moveTo(claim.claim_id, step);
      expect(answer.statusCode, `${step}: ${answer.body}`).toBe(200);
    }
    return claim;
  }

  it('reaches every status of the table', () => {
    expect([...pathTo.keys()].sort()).toEqual([...CLAIM_STATUSES].sort());
  });

  it.each(CLAIM_STATUSES)('from %s, applies the machine’s moves and refuses every other', async (from) => {
    const state = claimStatusMachine.resolveState({ value: from, context: {} });
    const allowed = CLAIM_STATUSES.filter((to) => state.can(moveEvent(to)));
    const refused = CLAIM_STATUSES.filter((to) => !allowed.includes(to));
    const claim = await claimAt(from);
    for (const to of refused) {
      const answer = await moveTo(claim.claim_id, to);
      expect(answer.statusCode, `${from} → ${to}`).toBe(409);
      if (to !== from) expect(answer.json().message).toBe(claimMoveRefusal(from, to));
    }
    expect((await api('GET', `/claims/${claim.claim_id}`)).json().data.status).toBe(from);
    for (const [index, to] of allowed.entries()) {
      const subject = index === 0 ? claim : await claimAt(from);
      const answer = await moveTo(subject.claim_id, to);
      expect(answer.statusCode, `${from} → ${to}: ${answer.body}`).toBe(200);
      expect(answer.json().data.status).toBe(to);
    }
  });
});
