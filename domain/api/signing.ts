import { array, type Infer } from 'superstruct';
import { PublicSigningRequest, SignatureSender, SignatureSettings, SignatureVerification, SigningRequest } from '../signing';
import { answerOf } from './envelope';

// The answers of electronic signatures: the settings, the broker's requests, the public page's view and the verification.

export const SignatureSettingsResponse = answerOf(SignatureSettings);
export type SignatureSettingsResponse = Infer<typeof SignatureSettingsResponse>;
export const SignatureSenderResponse = answerOf(SignatureSender);
export type SignatureSenderResponse = Infer<typeof SignatureSenderResponse>;
export const SigningRequestResponse = answerOf(SigningRequest);
export type SigningRequestResponse = Infer<typeof SigningRequestResponse>;
export const SigningRequestListResponse = answerOf(array(SigningRequest));
export type SigningRequestListResponse = Infer<typeof SigningRequestListResponse>;
export const PublicSigningRequestResponse = answerOf(PublicSigningRequest);
export type PublicSigningRequestResponse = Infer<typeof PublicSigningRequestResponse>;
export const SignatureVerificationResponse = answerOf(SignatureVerification);
export type SignatureVerificationResponse = Infer<typeof SignatureVerificationResponse>;
