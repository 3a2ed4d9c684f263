import type { PublicSigningRequest, SignatureVerification } from '../../domain/signing';

// The client's side of a proposal form sent for signature: what the public signing page and the
// verification page are answered, for their stories and tests.

/** The single-use key of the mailed link (/sign/:key). */
export const SIGNING_KEY = 'k9Vq2mX7pL4rT8wZ1bN6cD3fH5jS0aE2';

/** What GET /signing/:key answers the first time the client opens the link. */
export const OPENED_PAGE: PublicSigningRequest = {
  document_title: 'Proposal form motor proposal.pdf (QR/2026/000014)',
  brokerage_name: 'Demo Insurance Brokers Ltd',
  signer_name: 'Adaeze Okafor',
  status: 'opened',
  expires_at: '2026-12-06T09:00:00.000Z',
  signed_at: null,
  signed_sha256: null,
};

export const SIGNED_SHA256 = '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8';

/** The same request once signed, as POST /signing/:key/sign answers it. */
export const SIGNED_PAGE: PublicSigningRequest = {
  ...OPENED_PAGE,
  status: 'signed',
  signed_at: '2026-11-29T10:15:00.000Z',
  signed_sha256: SIGNED_SHA256,
};

/** A one-page PDF, as GET /signing/:key/document sends the proposal form. */
export const proposalPdf = () =>
  new Blob(
    [
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
        '4 0 obj<</Length 58>>stream\nBT /F1 18 Tf 50 780 Td (Proposal form: motor insurance) Tj ET\nendstream endobj\n' +
        '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ],
    { type: 'application/pdf' },
  );

/** The server's refusals of a link, as src/api/errors.ts ApiFailure carries them (server/signing/public.ts). */
export const LINK_REFUSALS = {
  expired: { message: 'This signing link has expired. Ask the broker for a new one.', status: 410, code: 'KEY_EXPIRED' },
  used: { message: 'This document has already been signed.', status: 409, code: 'KEY_USED' },
  cancelled: { message: 'This signing request was cancelled by the broker.', status: 409, code: 'CONFLICT' },
  unknown: {
    message: 'This signing link is not valid. Check that you copied the whole link, or ask your broker for a new one.',
    status: 404,
    code: 'INVALID_KEY',
  },
} as const;

/** POST /signatures/verify for the signed copy, and for any other file. */
export const VERIFIED: SignatureVerification = {
  verified: true,
  sha256: SIGNED_SHA256,
  document_title: SIGNED_PAGE.document_title,
  signer_name: SIGNED_PAGE.signer_name,
  signed_at: SIGNED_PAGE.signed_at,
  brokerage_name: SIGNED_PAGE.brokerage_name,
};
export const NOT_VERIFIED: SignatureVerification = {
  verified: false,
  sha256: '0b1c2d3e4f5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  document_title: null,
  signer_name: null,
  signed_at: null,
  brokerage_name: null,
};
