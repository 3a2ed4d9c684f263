import { ClientSummary, CorporateClient, Director, IndividualClient } from '../client-records';
import { answerOf, pageOf, savedAnswerOf } from './envelope';
import type { Infer } from 'superstruct';

// The answers of the client calls. A status change answers `Done`.

export const ClientsResponse = pageOf(ClientSummary);
export type ClientsResponse = Infer<typeof ClientsResponse>;
export const IndividualClientsResponse = pageOf(IndividualClient);
export type IndividualClientsResponse = Infer<typeof IndividualClientsResponse>;
export const CorporateClientsResponse = pageOf(CorporateClient);
export type CorporateClientsResponse = Infer<typeof CorporateClientsResponse>;
export const IndividualClientResponse = answerOf(IndividualClient);
export type IndividualClientResponse = Infer<typeof IndividualClientResponse>;
export const CorporateClientResponse = answerOf(CorporateClient);
export type CorporateClientResponse = Infer<typeof CorporateClientResponse>;
export const IndividualClientSavedResponse = savedAnswerOf(IndividualClient);
export type IndividualClientSavedResponse = Infer<typeof IndividualClientSavedResponse>;
export const CorporateClientSavedResponse = savedAnswerOf(CorporateClient);
export type CorporateClientSavedResponse = Infer<typeof CorporateClientSavedResponse>;
export const DirectorSavedResponse = savedAnswerOf(Director);
export type DirectorSavedResponse = Infer<typeof DirectorSavedResponse>;
