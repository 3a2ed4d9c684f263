import { array, type, type Infer } from 'superstruct';
import { answerOf } from '../api/envelope';
import { QuoteDetails } from './quote';

/** POST /quote/{id}/compare: the same risk priced with other insurers' products, the original first. */
export const QuoteComparison = type({ quotes: array(QuoteDetails) });
export type QuoteComparison = Infer<typeof QuoteComparison>;

export const QuoteComparisonResponse = answerOf(QuoteComparison);
