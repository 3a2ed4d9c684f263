import { Bank } from '../banks';
import { Country, CountryState, Lga } from '../places';
import { listOf } from './envelope';
import type { Infer } from 'superstruct';

// The answers of the reference lists every brokerage shares: banks and places. The insurance
// vocabulary's answers are in domain/reference.ts.

export const BanksResponse = listOf(Bank);
export type BanksResponse = Infer<typeof BanksResponse>;
export const CountriesResponse = listOf(Country);
export type CountriesResponse = Infer<typeof CountriesResponse>;
export const StatesResponse = listOf(CountryState);
export type StatesResponse = Infer<typeof StatesResponse>;
export const LgasResponse = listOf(Lga);
export type LgasResponse = Infer<typeof LgasResponse>;
