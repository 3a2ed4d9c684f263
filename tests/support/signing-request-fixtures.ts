import type { SigningRequest, SigningStatus } from '../../domain/signing';

// A proposal form sent to a client for signature, as the signing request's stories and tests see it.

/** The document the request is for. */
export const SIGNING_SUBJECT = { subjectKind: 'proposal_form', subjectId: '2d6f0a8b-35c4-4c1e-8f7a-9a0b1c2d3e4f' } as const;

/** A proposal form sent to the client, as the server answers it. */
export const SENT_REQUEST: SigningRequest = {
  id: '7f1c2b9e-4a57-4d8e-9b61-0c3f3e2a1d10',
  subject_kind: SIGNING_SUBJECT.subjectKind,
  subject_id: SIGNING_SUBJECT.subjectId,
  document_title: 'Proposal form motor proposal.pdf (QR/2026/000014)',
  signer_name: 'Adaeze Okafor',
  signer_email: 'adaeze.okafor@example.ng',
  status: 'sent',
  expires_at: '2026-12-06T09:00:00.000Z',
  sent_at: '2026-11-29T09:00:00.000Z',
  opened_at: null,
  signed_at: null,
  cancelled_at: null,
  reminded_at: null,
  signer_ip: null,
  signed_sha256: null,
  original_sha256: 'a3f5c0d2e1b4a6978c5d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b',
  created_at: '2026-11-29T09:00:00.000Z',
};

/** The sent request in another status. */
export const withStatus = (status: SigningStatus, overrides: Partial<SigningRequest> = {}): SigningRequest => ({
  ...SENT_REQUEST,
  status,
  ...overrides,
});
