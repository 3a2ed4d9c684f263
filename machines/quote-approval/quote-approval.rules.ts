import { mayRetryRule, type GuardRules } from '../guard-rules';

const QUOTES = 'Back-office specification §4 States and transitions › Quotes';
const CALLS = 'Back-office specification §7 The calls it makes › Quotes';
const MACHINE_TEST = 'tests/machines/quote-approval.machine.test.ts';
const STATUS_TEST = 'tests/domain/quotes/status.test.ts';
const none = (decides: string, spec = 'None: the machine’s own bookkeeping') => ({ calls: null, decides, spec, test: MACHINE_TEST });
const moves = (move: string, decides: string) => ({ calls: 'domain/quotes/status.ts canMove', decides, spec: QUOTES, test: STATUS_TEST });

/** The rules behind each guard of the quote approval (quote-approval.setup.ts). */
export const quoteApprovalRules: GuardRules = {
  startsFromQuote: none('The page opens a saved quote (its id in the route) rather than a new draft.'),
  hasStatus: none('The loaded quote has the status the transition names, as the server says.', QUOTES),
  formValid: {
    calls: 'domain/validation.ts validatePayload',
    decides: 'The quote form passes the quote payload’s rules and its kind’s item fields (quote-form.ts formRefusal).',
    spec: CALLS,
    test: 'tests/domain/validation.test.ts',
  },
  submitAfterSave: none('The save was asked for by Submit, so the saved quote is submitted for approval next.'),
  savedAsTyped: none('The form is the quote as saved: a comparison prices the saved quote, so unsaved changes are saved first.'),
  namesProducts: none('A comparison names at least one other product to price the quote with.', CALLS),
  inComparison: none('The price kept is one of the comparison’s quotes.', CALLS),
  preparedThisQuote: {
    calls: 'domain/quotes/status.ts preparedBy',
    decides: 'The signed-in user prepared this quote: the maker may not approve or reject it.',
    spec: QUOTES,
    test: STATUS_TEST,
  },
  holdsApproveQuote: none(
    'The signed-in user holds the Approve Quote permission, as their grants say.',
    'Back-office specification §6 Roles and permissions',
  ),
  mayPrepare: none('The signed-in user may prepare quotes, as their grants say.', 'Back-office specification §6 Roles and permissions'),
  hasReason: {
    calls: 'domain/quotes/status.ts isRejectionReason',
    decides: 'A rejection says why: a reason of 1 to 500 characters.',
    spec: QUOTES,
    test: STATUS_TEST,
  },
  mayBeSent: moves('send', 'Only an approved (or already sent) quote is sent to the client.'),
  mayBeAnswered: moves('accept', 'Only an approved or sent quote is accepted or declined by the client.'),
  mayBeConverted: moves('convert', 'Only an accepted quote becomes an invoice.'),
  hasStartDate: {
    calls: 'domain/date-input.ts isValidDateString',
    decides: 'Sending the quote names the policy’s start date, a real yyyy-MM-dd date.',
    spec: CALLS,
    test: 'tests/domain/date-input.test.ts',
  },
  wasSent: none('The quote had been sent when the call failed, so the page stays on the sent quote.'),
  isThisQuote: none('An approval request or response heard on the channel is about the quote on the page.', QUOTES),
  mayRetry: mayRetryRule('Back-office specification §8 The error catalogue'),
  decidedElsewhere: none(
    'The server refused the decision as a plain conflict: someone else decided first, so the quote is read again.',
    QUOTES,
  ),
};
