import { boolean, coerce, enums, literal, nullable, optional, refine, string, type, union, type Infer, type Struct } from 'superstruct';
import { FIELD_REQUIRED } from '../common-messages';
import { isUuid } from '../ids';
import { emailAddress, requiredText } from '../validation';
import { SIGNING_STATUSES } from './status';
import { SIGNING_SUBJECT_KINDS, type SigningSubjectKind } from './subjects';

export const SUBJECT_KIND_RULE = 'Choose what is to be signed';
export const SUBJECT_ID_RULE = 'Choose the document to be signed';
export const CONSENT_RULE = 'Tick the box to agree to sign electronically';
export const SIGNATURE_DRAWING_RULE = 'Draw your signature in the box';
export const SIGNATURE_TYPED_RULE = 'Type your full name as your signature';
/** A drawn signature arrives as a PNG data URL; a pad the size of a card stays far below this. */
export const SIGNATURE_IMAGE_MAX = 300_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

const subjectKind = () =>
  refine(
    string(),
    'subjectKind',
    (value) => (SIGNING_SUBJECT_KINDS as readonly string[]).includes(value) || SUBJECT_KIND_RULE,
  ) as unknown as Struct<SigningSubjectKind, null>;
const subjectId = () => refine(string(), 'subjectId', (value) => (value.trim() === '' ? FIELD_REQUIRED : isUuid(value) || SUBJECT_ID_RULE));

/** POST /signing-requests: who signs what. */
export const SigningRequestPayload = type({
  subjectKind: subjectKind(),
  subjectId: subjectId(),
  signerName: requiredText(120),
  signerEmail: coerce(emailAddress(), string(), (text) => text.trim().toLowerCase()),
});
export type SigningRequestPayload = Infer<typeof SigningRequestPayload>;

/** GET /signing-requests: the brokerage's requests, all or one subject's. */
export const SigningRequestQuery = type({
  subjectKind: optional(enums(SIGNING_SUBJECT_KINDS)),
  subjectId: optional(string()),
});
export type SigningRequestQuery = Infer<typeof SigningRequestQuery>;

/** A signing request as the broker sees it. */
export const SigningRequest = type({
  id: string(),
  subject_kind: enums(SIGNING_SUBJECT_KINDS),
  subject_id: string(),
  document_title: string(),
  signer_name: string(),
  signer_email: string(),
  status: enums(SIGNING_STATUSES),
  expires_at: string(),
  sent_at: string(),
  opened_at: nullable(string()),
  signed_at: nullable(string()),
  cancelled_at: nullable(string()),
  reminded_at: nullable(string()),
  signer_ip: nullable(string()),
  signed_sha256: nullable(string()),
  original_sha256: string(),
  created_at: string(),
});
export type SigningRequest = Infer<typeof SigningRequest>;

/** What the public signing page shows: the document and who is asked, nothing of the brokerage's book. */
export const PublicSigningRequest = type({
  document_title: string(),
  brokerage_name: string(),
  signer_name: string(),
  status: enums(SIGNING_STATUSES),
  expires_at: string(),
  signed_at: nullable(string()),
  /** The signed file's SHA-256, once signed: the signer can check their copy against it. */
  signed_sha256: nullable(string()),
});
export type PublicSigningRequest = Infer<typeof PublicSigningRequest>;

/** POST /signing/:key/sign: a drawn signature (a PNG) or a typed one (the signer's name), and the consent. */
export const SignPayload = union([
  type({
    method: literal('drawn'),
    image: refine(
      string(),
      'image',
      (value) => (PNG_DATA_URL.test(value) && value.length <= SIGNATURE_IMAGE_MAX) || SIGNATURE_DRAWING_RULE,
    ),
    consent: refine(boolean(), 'consent', (value) => value || CONSENT_RULE),
  }),
  type({
    method: literal('typed'),
    typedName: refine(string(), 'typedName', (value) => (value.trim().length >= 2 && value.length <= 120) || SIGNATURE_TYPED_RULE),
    consent: refine(boolean(), 'consent', (value) => value || CONSENT_RULE),
  }),
]);
export type SignPayload = Infer<typeof SignPayload>;

/** POST /signatures/verify: whether the uploaded file is, byte for byte, a document signed here. */
export const SignatureVerification = type({
  verified: boolean(),
  sha256: string(),
  document_title: nullable(string()),
  signer_name: nullable(string()),
  signed_at: nullable(string()),
  brokerage_name: nullable(string()),
});
export type SignatureVerification = Infer<typeof SignatureVerification>;
