import { nullable, type Infer } from 'superstruct';
import { PremiumAccount } from '../banks';
import { PublicBrokerage } from '../broker-host';
import { Branch, BrokerLogo, BrokerProfile, Signatory } from '../brokerage';
import { answerOf, listOf, pageOf } from './envelope';

// The answers of the brokerage's own records: its profile and logo, branches, signatories and
// premium accounts, and the public face of the brokerage an address belongs to. A deletion answers `Done`.

export const BrokerProfileResponse = answerOf(BrokerProfile);
export type BrokerProfileResponse = Infer<typeof BrokerProfileResponse>;
/** PUT /broker/logo: where the stored logo is. */
export const BrokerLogoResponse = answerOf(BrokerLogo);
export type BrokerLogoResponse = Infer<typeof BrokerLogoResponse>;

export const BranchesResponse = pageOf(Branch);
export type BranchesResponse = Infer<typeof BranchesResponse>;
export const BranchResponse = answerOf(Branch);
export type BranchResponse = Infer<typeof BranchResponse>;
/** The branches assigned to a user. */
export const UserBranchesResponse = listOf(Branch);
export type UserBranchesResponse = Infer<typeof UserBranchesResponse>;

export const SignatoriesResponse = pageOf(Signatory);
export type SignatoriesResponse = Infer<typeof SignatoriesResponse>;
export const SignatoryResponse = answerOf(Signatory);
export type SignatoryResponse = Infer<typeof SignatoryResponse>;

export const PremiumAccountsResponse = pageOf(PremiumAccount);
export type PremiumAccountsResponse = Infer<typeof PremiumAccountsResponse>;
export const PremiumAccountResponse = answerOf(PremiumAccount);
export type PremiumAccountResponse = Infer<typeof PremiumAccountResponse>;

/** GET /tenants/current: the brokerage whose address the page was opened at, or null on the app's own host. */
export const CurrentBrokerageResponse = answerOf(nullable(PublicBrokerage));
export type CurrentBrokerageResponse = Infer<typeof CurrentBrokerageResponse>;
