import { LINK_REFUSALS, OPENED_PAGE, proposalPdf, SIGNED_PAGE, SIGNING_KEY } from '../../tests/support/signing-page-fixtures';
import { resolvedActor } from '../support/leaf-states';
import { resolvedPageRender } from '../support/resolved-page-story';
import { DRAWING } from './signing-page.model';
import { inertSigningPageMachine as inertMachine, SigningPageScreen } from './signing-page.screen';
import type { SigningPageContext } from '../../machines/signing-page/signing-page.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, variant: string | undefined): SigningPageContext {
  const base: SigningPageContext = {
    key: SIGNING_KEY,
    page: OPENED_PAGE,
    document: proposalPdf(),
    form: { method: 'drawn', drawing: null, typedName: '', consent: false },
    fieldErrors: {},
    failure: null,
  };
  switch (`${state}${variant ? `:${variant}` : ''}`) {
    case 'loading':
      return { ...base, page: null, document: null };
    case 'failed':
      return {
        ...base,
        page: null,
        document: null,
        failure: { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} },
      };
    case 'ready:typed':
      return { ...base, form: { method: 'typed', drawing: null, typedName: 'Adaeze Okafor', consent: true } };
    case 'ready:incomplete':
      return {
        ...base,
        fieldErrors: { image: 'Draw your signature in the box', consent: 'Tick the box to agree to sign electronically' },
        failure: { message: 'Please complete your signature', status: 400, fieldErrors: { image: 'x' } },
      };
    case 'ready:networkDown':
      return {
        ...base,
        form: { method: 'drawn', drawing: DRAWING, typedName: '', consent: true },
        failure: { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} },
      };
    case 'signing':
      return { ...base, form: { method: 'typed', drawing: null, typedName: 'Adaeze Okafor', consent: true } };
    case 'signed':
      return { ...base, page: SIGNED_PAGE, document: null };
    case 'refused:expired':
    case 'refused:used':
    case 'refused:cancelled':
    case 'refused:unknown':
      return { ...base, page: null, document: null, failure: { ...LINK_REFUSALS[variant as keyof typeof LINK_REFUSALS], fieldErrors: {} } };
    default:
      return base;
  }
}

/** The client's public signing page (/sign/:key), one story per state of its machine and each refusal of the link. */
const meta = {
  title: 'Machines/Signing page',
  parameters: { layout: 'fullscreen' },
  render: resolvedPageRender({
    actorIn: (state, variant) => resolvedActor(inertMachine, state, contextFor(state, variant), { key: SIGNING_KEY }),
    Page: SigningPageScreen,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (state: string, name: string, variant?: string): Story => ({
  name,
  parameters: { machine: 'signing-page', state, ...(variant ? { variant } : {}) },
});

export const Loading = story('loading', 'loading: opening the link');
export const Failed = story('failed', 'failed: the network failed, try again');
export const Ready = story('ready', 'ready: review the document and draw a signature');
export const ReadyTyped = story('ready', 'ready: the name typed as the signature', 'typed');
export const ReadyIncomplete = story('ready', 'ready: nothing drawn, consent not given', 'incomplete');
export const ReadyNetworkDown = story('ready', 'ready: the signature did not reach the server', 'networkDown');
export const Signing = story('signing', 'signing');
export const Signed = story('signed', 'signed: thank you, the signed copy and its SHA-256');
export const RefusedExpired = story('refused', 'refused: the link expired', 'expired');
export const RefusedUsed = story('refused', 'refused: already signed', 'used');
export const RefusedCancelled = story('refused', 'refused: the broker cancelled it', 'cancelled');
export const RefusedUnknown = story('refused', 'refused: not a signing link', 'unknown');
