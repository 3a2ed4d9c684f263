import {
  ADJUSTER_REPORT,
  ClaimCommentPayload,
  ClaimPatchPayload,
  ClaimPayload,
  DISCHARGE_VOUCHER,
  type ClaimDetails,
} from '../../domain/claims';
import { addDays } from '../../domain/invoices/dates';
import { type PolicyDetails } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { commentOnClaim } from '../claims/comments';
import { attachClaimDocument } from '../claims/documents';
import { patchClaim } from '../claims/move';
import { registerClaim } from '../claims/write';
import { checked } from './checked';
import type { TenantWrite } from '../http/tenant-write';

// The demo brokerage's claims, made through the real services: a motor accident settled through the
// brokerage's books, another with the insurer's offer in, a cargo loss with the adjuster, a claim
// still waiting for the client's documents (and past the 90 days), and a theft the insurer declined.

const DEMO_CLAIMS = 'Demo claims';

/** A one-page PDF standing in for a scanned document. */
const scan = (title: string) => ({
  name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
  type: 'application/pdf',
  bytes: Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  ),
});

export interface ClaimedDemo {
  /** Motor, on cover since two months ago. */
  fleet: PolicyDetails;
  /** Motor, on cover for almost a year. */
  expiring: PolicyDetails;
  /** Marine cargo, on cover from today. */
  cargo: PolicyDetails;
}

export async function seedDemoClaims(agent: TenantWrite, officer: TenantWrite, policies: ClaimedDemo): Promise<void> {
  const today = todayInLagos();
  const register = (policy: PolicyDetails, facts: Record<string, unknown>) =>
    registerClaim(agent, checked(ClaimPayload, { policyId: policy.policy_id, reportedDate: today, ...facts }, DEMO_CLAIMS));
  const move = (claim: ClaimDetails, patch: Record<string, unknown>) =>
    patchClaim(officer, claim.claim_id, checked(ClaimPatchPayload, patch, DEMO_CLAIMS));
  const upload = (claim: ClaimDetails, name: string) => attachClaimDocument(officer, claim.claim_id, name, scan(name));
  const gather = async (claim: ClaimDetails) => {
    for (const name of claim.missing_documents) await upload(claim, name);
  };

  const accident = await register(policies.fleet, {
    insuredItem: 'Toyota Hiace bus',
    lossDate: addDays(today, -40),
    reportedDate: addDays(today, -39),
    lossPlace: 'Lagos–Ibadan Expressway, Mowe',
    cause: 'Accident',
    description: 'The bus left the road avoiding a trailer and hit the median; front end and windscreen damaged.',
    reportedBy: 'Emeka Nwosu (fleet manager)',
    reporterPhone: '+234 803 410 2291',
    estimatedLoss: '1850000.00',
  });
  await gather(accident);
  await move(accident, { status: 'submitted' });
  await move(accident, { status: 'under_adjustment', adjusterName: 'Tunde Bakare', adjusterFirm: 'Crawford Nigeria' });
  await upload(accident, ADJUSTER_REPORT);
  await move(accident, { status: 'offer_received', offerAmount: '1650000.00', excess: '82500.00' });
  await move(accident, { status: 'offer_accepted' });
  await upload(accident, DISCHARGE_VOUCHER);
  await move(accident, { status: 'discharge_signed' });
  await move(accident, { status: 'payment_received', paymentDate: addDays(today, -3), reference: 'AIICO/CLM/TRF/5521' });
  await move(accident, { status: 'settled', paymentDate: addDays(today, -2), modeOfPayment: 'Bank Transfer' });

  const windscreen = await register(policies.fleet, {
    insuredItem: 'Toyota Corolla',
    lossDate: addDays(today, -12),
    lossPlace: 'Allen Avenue, Ikeja',
    cause: 'Accident',
    description: 'Windscreen shattered by a stone thrown up from a truck.',
    reportedBy: 'Emeka Nwosu (fleet manager)',
    estimatedLoss: '240000.00',
  });
  await gather(windscreen);
  await move(windscreen, { status: 'submitted' });
  await move(windscreen, { status: 'offer_received', offerAmount: '210000.00', excess: '10500.00' });

  const cargo = await register(policies.cargo, {
    insuredItem: 'Imported cargo, Apapa port',
    lossDate: today,
    lossPlace: 'Apapa port, berth 7',
    cause: 'Other',
    description: 'Two containers of machinery parts found water-damaged on discharge.',
    reportedBy: 'Chief Olumide Bakare',
    estimatedLoss: '12400000.00',
    thirdParties: 'The carrier, MV Atlantic Star',
  });
  await gather(cargo);
  await move(cargo, { status: 'submitted' });
  await move(cargo, { status: 'under_adjustment', adjusterName: 'Ngozi Eze', adjusterFirm: 'Marine Surveyors Ltd' });
  await commentOnClaim(
    officer,
    cargo.claim_id,
    checked(ClaimCommentPayload, { comment: 'Surveyor attends the port on Monday.' }, DEMO_CLAIMS),
  );

  const waiting = await register(policies.expiring, {
    insuredItem: 'Toyota Hilux 2022, fleet vehicle KJA 907 LP',
    lossDate: addDays(today, -125),
    reportedDate: addDays(today, -120),
    lossPlace: 'Oshodi, Lagos',
    cause: 'Accident',
    description: 'Side-swiped by a danfo bus; driver’s door and mirror damaged.',
    reportedBy: 'Emeka Nwosu (fleet manager)',
    estimatedLoss: '380000.00',
  });
  await upload(waiting, waiting.missing_documents[0]!);
  await move(waiting, { status: 'documents_pending' });

  const theft = await register(policies.expiring, {
    insuredItem: 'Toyota Hilux 2022, fleet vehicle KJA 907 LP',
    lossDate: addDays(today, -30),
    lossPlace: 'Lekki Phase 1, Lagos',
    cause: 'Theft',
    description: 'Spare tyre and jack stolen from the parked vehicle.',
    reportedBy: 'Emeka Nwosu (fleet manager)',
    estimatedLoss: '160000.00',
    policeReportNumber: 'LKK/2026/4471',
  });
  await gather(theft);
  await move(theft, { status: 'submitted' });
  await move(theft, { status: 'declined', reason: 'Theft of accessories alone is excluded by the policy' });
}
