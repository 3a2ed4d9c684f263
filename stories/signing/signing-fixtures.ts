import { DEFAULT_SIGNATURE_SETTINGS, type SignatureSettings, type SigningRequest } from '../../domain/signing';
import { SENT_REQUEST, withStatus } from '../../tests/support/signing-request-fixtures';

// The brokerage's signing settings and requests, as /signature-integration's stories and tests see them.

export const SETTINGS_PATH = '/signature-settings';
export const SENDER_PATH = '/signature-settings/sender';
export const REQUESTS_PATH = '/signing-requests';

export const settingsAnswer = (settings: SignatureSettings = DEFAULT_SIGNATURE_SETTINGS) => ({ success: true, data: settings });
export const senderAnswer = (settings: SignatureSettings = DEFAULT_SIGNATURE_SETTINGS) => ({
  success: true,
  data: { sender_permission: settings.sender_permission },
});
export const requestsAnswer = (requests: readonly SigningRequest[]) => ({ success: true, data: [...requests] });

/** A proposal form waiting on the client, a quote acceptance signed, and a discharge voucher left to expire. */
export const SIGNED_ACCEPTANCE: SigningRequest = withStatus('signed', {
  id: '0b6e4f0e-9a54-4f0e-8a8e-5d7f1c2b3a41',
  subject_kind: 'quote_acceptance',
  subject_id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  document_title: 'Acceptance of quotation QT/2026/000042',
  signer_name: 'Swift Logistics Ltd',
  signer_email: 'ops@swiftlogistics.ng',
  sent_at: '2026-11-27T08:30:00.000Z',
  opened_at: '2026-11-27T09:02:00.000Z',
  signed_at: '2026-11-27T09:05:00.000Z',
  signed_sha256: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
  created_at: '2026-11-27T08:30:00.000Z',
});

export const EXPIRED_VOUCHER: SigningRequest = withStatus('expired', {
  id: '3c2d1e0f-8b7a-4c6d-9e5f-a4b3c2d1e0f9',
  subject_kind: 'discharge_voucher',
  subject_id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  document_title: 'Discharge voucher of claim CLM/2026/000004',
  signer_name: 'Chinedu Eze',
  signer_email: 'chinedu.eze@example.ng',
  expires_at: '2026-11-20T09:00:00.000Z',
  sent_at: '2026-11-13T09:00:00.000Z',
  created_at: '2026-11-13T09:00:00.000Z',
});

export const SIGNING_REQUESTS: readonly SigningRequest[] = [SENT_REQUEST, SIGNED_ACCEPTANCE, EXPIRED_VOUCHER];

/** Every answer the screen needs, filled. */
export const SIGNING_ANSWERS = {
  [SETTINGS_PATH]: settingsAnswer(),
  [SENDER_PATH]: senderAnswer(),
  [REQUESTS_PATH]: requestsAnswer(SIGNING_REQUESTS),
};
