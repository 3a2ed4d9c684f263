import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REQUIRED, FILE_TOO_LARGE } from '../../../domain/common-messages';
import { REACH_THE_PROSPECT } from '../../../domain/quotes';
import { CHOOSE_LINE_OF_BUSINESS } from '../../../domain/reference';
import { todayInLagos } from '../../../domain/today';
import { chooseKindMessage, DOCUMENT_KINDS, MAX_UPLOAD_BYTES } from '../../../domain/upload';
import { ApiFailure } from '../../../src/api/errors';
import { CLIENTS } from '../../../stories/chart-of-accounts/fixtures';
import { requestAnswer } from '../../../stories/quotes/fixtures';
import { NEW_REQUEST_ID, REQUEST_FORM_ANSWERS, SUBMITTED_REQUEST, submittedAnswer } from '../../../stories/quotes/request-quote-fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './quote-support';
import type { RequestOptions } from '../../../src/api/client';

beforeAll(async () => {
  await Promise.all([import('../../../src/features/quotes/request-quote-page'), import('../../../src/features/quotes/quote-request-page')]);
});

const LEKKI = CLIENTS[0]!;
const pdf = (name: string, size = 9) => new File(['%PDF-1.7\n'.padEnd(size, ' ')], name, { type: 'application/pdf' });

/** The Idempotency-Key each POST /quote/request carried, in order. */
function submissions() {
  const keys: (string | undefined)[] = [];
  const handler = (answer: () => unknown) => (options: RequestOptions<unknown>) => {
    keys.push(options.headers?.['Idempotency-Key']);
    return answer();
  };
  return { keys, handler };
}

async function openForm(handlers: Record<string, Handler> = {}, token = ADMIN) {
  const view = renderApp({
    path: '/request-quote',
    token,
    handlers: {
      ...REQUEST_FORM_ANSWERS,
      '/quote/request': () => submittedAnswer(),
      [`/quotes/requested/${NEW_REQUEST_ID}`]: () => requestAnswer(SUBMITTED_REQUEST),
      ...handlers,
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Request a quote' }, slow);
  await screen.findByRole('option', { name: 'General Business' });
  return view;
}

/** The line chosen was retired meanwhile: only the server knows. */
const lineRetired = () => {
  throw new ApiFailure('Please correct the highlighted fields', 400, 'INVALID_INPUT', { lineOfBusinessId: CHOOSE_LINE_OF_BUSINESS });
};

type User = Awaited<ReturnType<typeof openForm>>['user'];

const textbox = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit request' }));

async function describeProspect(user: User) {
  await user.click(screen.getByRole('radio', { name: 'A prospect' }));
  await user.type(textbox("Prospect's name"), 'Swift Logistics Ltd');
  await user.type(textbox("Prospect's email"), 'ops@swiftlogistics.ng');
  await user.type(textbox("Prospect's phone"), '08031234567');
}

async function describeCover(user: User) {
  await user.selectOptions(combobox('Kind of quote'), 'Motor');
  await user.type(textbox('What is to be insured'), 'Four Toyota Hiace delivery vans');
  await user.type(textbox('Sum insured'), '48000000');
  await user.type(screen.getByLabelText('Desired start date'), todayInLagos());
  await user.type(textbox('Notes'), 'Comprehensive cover');
}

describe('requesting a quote', { timeout: 30_000 }, () => {
  it('sends a prospect’s request with its PDF as one multipart form, then opens the request with a toast', async () => {
    const { keys, handler } = submissions();
    const { user, api, location } = await openForm({ '/quote/request': handler(() => submittedAnswer()) });
    await describeProspect(user);
    await describeCover(user);
    fireEvent.change(screen.getByLabelText('Choose a document'), { target: { files: [pdf('proposal-form.pdf')] } });
    expect(await screen.findByText(/proposal-form\.pdf ·/)).toBeInTheDocument();
    await submit(user);

    expect(await screen.findByText('Quote request QR/2026/000003 submitted', {}, slow)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Quote request QR/2026/000003' }, slow);
    expect(location()).toBe(`/requested-quote/${NEW_REQUEST_ID}`);
    const sent = api.callsTo('/quote/request');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    const form = sent[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      prospectName: 'Swift Logistics Ltd',
      prospectEmail: 'ops@swiftlogistics.ng',
      prospectPhone: '08031234567',
      quoteType: 'motor',
      subjectMatter: 'Four Toyota Hiace delivery vans',
      sumInsured: '48000000.00',
      desiredStartDate: todayInLagos(),
      notes: 'Comprehensive cover',
    });
    expect((form.get('file') as File).name).toBe('proposal-form.pdf');
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a client’s request without a document as JSON, with the client, line and category chosen', async () => {
    const { user, api, location } = await openForm();
    await user.selectOptions(combobox('Client type'), 'Corporate');
    await user.type(screen.getByRole('searchbox', { name: 'Find a client' }), 'Lekki');
    await user.click(await screen.findByRole('radio', { name: /Lekki Foods Ltd/ }));
    await user.selectOptions(combobox('Line of business'), 'General Business');
    const category = combobox('Category');
    await within(category).findByRole('option', { name: 'Fire' });
    await user.selectOptions(category, 'Fire');
    await user.selectOptions(combobox('Kind of quote'), 'Fire and property');
    await user.type(textbox('What is to be insured'), 'Cold room and stock at Lekki');
    await submit(user);

    await waitFor(() => expect(location()).toBe(`/requested-quote/${NEW_REQUEST_ID}`));
    expect(api.callsTo('/insuranceCategory')[0]?.query).toEqual({ lineOfBusinessId: 1 });
    expect(api.callsTo('/client/search').at(-1)?.body).toEqual({ searchQuery: 'Lekki', clientType: 'CORPORATE' });
    expect(api.callsTo('/quote/request')[0]?.body).toEqual({
      clientType: 'CORPORATE',
      clientId: LEKKI.client_id,
      quoteType: 'fire',
      lineOfBusinessId: 1,
      insuranceCategoryId: 2,
      subjectMatter: 'Cold room and stock at Lekki',
    });
  });

  it('refuses a request without a kind, a subject or a way to reach the prospect, and sends nothing', async () => {
    const { user, api } = await openForm();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(combobox('Kind of quote')).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(textbox('What is to be insured')).toHaveAccessibleDescription(expect.stringContaining(FIELD_REQUIRED));

    await user.click(screen.getByRole('radio', { name: 'A prospect' }));
    await user.type(textbox("Prospect's name"), 'Swift Logistics Ltd');
    await submit(user);
    await waitFor(() => expect(textbox("Prospect's email")).toHaveAccessibleDescription(REACH_THE_PROSPECT));
    expect(api.callsTo('/quote/request')).toHaveLength(0);
  });

  it('shows the server’s refusals by their fields and keeps what was typed', async () => {
    const { keys, handler } = submissions();
    const { user, api } = await openForm({ '/quote/request': handler(lineRetired) });
    await describeProspect(user);
    await describeCover(user);
    await user.selectOptions(combobox('Line of business'), 'Life Business');
    await submit(user);

    await waitFor(() => expect(combobox('Line of business')).toHaveAccessibleDescription(CHOOSE_LINE_OF_BUSINESS));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(textbox("Prospect's name")).toHaveValue('Swift Logistics Ltd');
    expect(textbox('What is to be insured')).toHaveValue('Four Toyota Hiace delivery vans');
    expect(textbox('Sum insured')).toHaveValue('48,000,000');
    expect(combobox('Kind of quote')).toHaveValue('motor');
    expect(combobox('Line of business')).toHaveValue('2');

    // Sent again, the same request carries the same key: the server answers a repeat once.
    await submit(user);
    await waitFor(() => expect(api.callsTo('/quote/request')).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the server’s refusal of a request sent with its document by the field, and sends it again on Retry', async () => {
    let refuse = true;
    const { user, api, location } = await openForm({
      '/quote/request': () => (refuse ? lineRetired() : submittedAnswer()),
    });
    await describeProspect(user);
    await describeCover(user);
    await user.selectOptions(combobox('Line of business'), 'Life Business');
    fireEvent.change(screen.getByLabelText('Choose a document'), { target: { files: [pdf('proposal-form.pdf')] } });
    await submit(user);

    await waitFor(() => expect(combobox('Line of business')).toHaveAccessibleDescription(CHOOSE_LINE_OF_BUSINESS));
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('Please correct the highlighted fields');
    expect(textbox("Prospect's email")).toHaveValue('ops@swiftlogistics.ng');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(location()).toBe(`/requested-quote/${NEW_REQUEST_ID}`));
    const sent = api.callsTo('/quote/request');
    expect(sent).toHaveLength(2);
    expect((sent[1]!.body as FormData).get('lineOfBusinessId')).toBe('2');
  });

  it('refuses a document too large or of another kind before sending anything', async () => {
    const { user, api } = await openForm();
    const chooser = screen.getByLabelText('Choose a document');
    fireEvent.change(chooser, { target: { files: [pdf('valuation.pdf', MAX_UPLOAD_BYTES + 1)] } });
    expect(await screen.findByText(FILE_TOO_LARGE)).toBeInTheDocument();
    fireEvent.change(chooser, { target: { files: [new File(['x'], 'notes.docx', { type: 'application/msword' })] } });
    expect(await screen.findByText(chooseKindMessage(DOCUMENT_KINDS))).toBeInTheDocument();

    await describeProspect(user);
    await describeCover(user);
    await submit(user);
    await waitFor(() => expect(api.callsTo('/quote/request')).toHaveLength(1));
    expect(api.callsTo('/quote/request')[0]!.body).not.toBeInstanceOf(FormData);
  });

  it('goes back to the requests on Cancel', async () => {
    const { user, location } = await openForm({
      '/quotes/requested': () => ({ success: true, data: [], meta: { page: 1, limit: 20, total: 0, pages: 0 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/requested-quotes'));
  });

  it('tells a user without Create Quote that they need it, and sends nothing', async () => {
    const { api } = renderApp({ path: '/request-quote', token: BROKER, handlers: { ...holding('View Quotes') } });
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/You need the 'Create Quote' permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit request' })).not.toBeInTheDocument();
    expect(api.callsTo('/quote/request')).toHaveLength(0);
    expect(api.callsTo('/lineOfBusiness')).toHaveLength(0);
  });
});
