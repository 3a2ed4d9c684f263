import { confirmedCall, failedCall, succeeded } from './dialog-parts';

// Dealings with the client: the proposal's invoice (debit note) raised, and the renewal notice
// mailed as the end of cover nears.

export const clientStates = {
  /** The server refuses (409) a policy billed meanwhile or no longer a proposal: its words are shown. */
  billing: confirmedCall('saving', {
    id: 'billPolicy',
    src: 'billPolicy',
    input: ({ context }) => ({ policyId: context.policyId }),
    onDone: succeeded('billed'),
    onError: failedCall,
  }),
  /** The server refuses (409) a client with no email address. */
  sendingRenewalNotice: confirmedCall('sending', {
    id: 'sendRenewalNotice',
    src: 'sendRenewalNotice',
    input: ({ context }) => ({ policyId: context.policyId }),
    onDone: succeeded('renewalNoticeSent'),
    onError: failedCall,
  }),
};
