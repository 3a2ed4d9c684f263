import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { LINK_REFUSALS, OPENED_PAGE, proposalPdf, SIGNED_PAGE, SIGNED_SHA256, SIGNING_KEY } from '../../support/signing-page-fixtures';
import { renderApp, type Handler } from '../support/render-app';

const PAGE = `/signing/${SIGNING_KEY}`;
const DOCUMENT = `${PAGE}/document`;
const SIGN = `${PAGE}/sign`;
const slow = { timeout: 5000 };

const refused = (kind: keyof typeof LINK_REFUSALS) => () => {
  const { message, status, code } = LINK_REFUSALS[kind];
  throw new ApiFailure(message, status, code);
};

const openable = (extra: Record<string, Handler> = {}) => ({
  [PAGE]: () => ({ success: true, data: OPENED_PAGE }),
  [DOCUMENT]: () => proposalPdf(),
  ...extra,
});

// jsdom has no object URLs: the document's frame needs one.
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:proposal-form');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

describe('the public signing page (/sign/:key)', () => {
  it('shows who asks for what, the document to review, and signs with a typed name once the consent is given', async () => {
    const { api, user, location } = renderApp({
      path: `/sign/${SIGNING_KEY}`,
      handlers: openable({ [SIGN]: () => ({ success: true, message: 'Signed. Thank you.', data: SIGNED_PAGE }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign a document' })).toBeInTheDocument();
    expect(await screen.findByText(OPENED_PAGE.document_title, { selector: 'dd' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Demo Insurance Brokers Ltd')).toBeInTheDocument();
    expect(screen.getByText('Adaeze Okafor')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'The document to review' });
    expect(await within(review).findByTitle(`${OPENED_PAGE.document_title}.pdf`)).toHaveAttribute('src', 'blob:proposal-form');
    expect(within(review).getByRole('link', { name: `Download ${OPENED_PAGE.document_title}.pdf` })).toBeInTheDocument();
    // No sign-in: the page asked only for the link's own calls.
    expect(location()).toBe(`/sign/${SIGNING_KEY}`);

    // Nothing drawn and no consent: the form says what is missing, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Draw your signature in the box')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: `I have read “${OPENED_PAGE.document_title}” and sign it electronically` });
    expect(consent).toHaveAccessibleDescription('Tick the box to agree to sign electronically');
    expect(api.callsTo(SIGN)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Adaeze Okafor');
    expect(screen.getByRole('figure', { name: 'Your typed signature' })).toHaveTextContent('Adaeze Okafor');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(
      await screen.findByRole('heading', { name: `Thank you, Adaeze Okafor: “${OPENED_PAGE.document_title}” is signed` }, slow),
    ).toBeInTheDocument();
    expect(api.callsTo(SIGN).map((call) => call.body)).toEqual([{ method: 'typed', typedName: 'Adaeze Okafor', consent: true }]);
    expect(screen.getByRole('link', { name: 'Download the signed PDF' })).toHaveAttribute(
      'href',
      `/api/v1/signing/${SIGNING_KEY}/signed-document`,
    );
    expect(screen.getByText(SIGNED_SHA256)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'signature verification page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a signed document' })).toBeInTheDocument();
  });

  it('says an expired link has expired, in the server’s words, and to ask the broker for a new one', async () => {
    const { api } = renderApp({ path: `/sign/${SIGNING_KEY}`, handlers: { [PAGE]: refused('expired') } });
    expect(await screen.findByRole('heading', { name: 'This signing link has expired' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_REFUSALS.expired.message);
    expect(screen.getByText(/Ask your broker to send you a new signing link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(api.callsTo(DOCUMENT)).toEqual([]);
  });

  it.each([
    ['cancelled', 'This signing request was cancelled'],
    ['unknown', 'This signing link is not valid'],
  ] as const)('says a %s link cannot be used', async (kind, heading) => {
    renderApp({ path: `/sign/${SIGNING_KEY}`, handlers: { [PAGE]: refused(kind) } });
    expect(await screen.findByRole('heading', { name: heading }, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_REFUSALS[kind].message);
  });

  it('tries again after the network failed, and keeps the signature when signing failed the same way', async () => {
    let opens = 0;
    let signs = 0;
    const { user } = renderApp({
      path: `/sign/${SIGNING_KEY}`,
      handlers: openable({
        [PAGE]: () => {
          opens += 1;
          if (opens === 1) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
          return { success: true, data: OPENED_PAGE };
        },
        [SIGN]: () => {
          signs += 1;
          if (signs === 1) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
          return { success: true, data: SIGNED_PAGE };
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, slow));
    await user.click(await screen.findByRole('radio', { name: 'Type' }, slow));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Adaeze Okafor');
    await user.click(screen.getByRole('checkbox', { name: /^I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('textbox', { name: 'Type your full name' })).toHaveValue('Adaeze Okafor');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: /is signed$/ }, slow)).toBeInTheDocument();
  });

  it('ends on the refusal when the link was used in the meantime', async () => {
    const { user } = renderApp({ path: `/sign/${SIGNING_KEY}`, handlers: openable({ [SIGN]: refused('used') }) });
    await user.click(await screen.findByRole('radio', { name: 'Type' }, slow));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Adaeze Okafor');
    await user.click(screen.getByRole('checkbox', { name: /^I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'This document has already been signed' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_REFUSALS.used.message);
  });

  it('offers the signed copy when the link of a signed document is opened again, without asking for the document to sign', async () => {
    const { api } = renderApp({ path: `/sign/${SIGNING_KEY}`, handlers: { [PAGE]: () => ({ success: true, data: SIGNED_PAGE }) } });
    expect(await screen.findByRole('link', { name: 'Download the signed PDF' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(api.callsTo(DOCUMENT)).toEqual([]);
  });
});
