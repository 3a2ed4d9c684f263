import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { CLIENTS, clientsAnswer } from '../../../stories/chart-of-accounts/fixtures';
import { MOTOR_DETAILS, PRIVATE_MOTOR, productsAnswer, summary } from '../../../stories/products/product-fixtures';
import { AXA_QUOTE, QUOTE_ID, QUOTES, quoteAnswer, REQUEST_DETAILS, REQUEST_ID, requestAnswer } from '../../../stories/quotes/fixtures';
import * as newQuoteStories from '../../../stories/quotes/new-quote-page.stories';
import * as quotePageStories from '../../../stories/quotes/quote-page.stories';
import { coBrokersAnswer } from '../../../stories/settings/co-brokers-fixtures';
import { AIICO, insurersAnswer } from '../../../stories/underwriters/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './quote-support';
import type { QuoteDetails } from '../../../domain/quotes';
import type { ComponentType } from 'react';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await Promise.all([import('../../../src/features/quotes/new-quote-page'), import('../../../src/features/quotes/quote-page')]);
});

const LEKKI = CLIENTS[0]!;
/** Another insurer's motor product, to compare with. */
const AXA_MOTOR = summary('p-axa-motor', 'AutoShield', { insurance_provider_id: 9, insurance_provider_name: 'AXA Mansard' });
const list =
  <T,>(data: T[]) =>
  () => ({ success: true, data });
const SAVED: QuoteDetails = { ...QUOTES.draft, product_id: PRIVATE_MOTOR.product_id, premium_rate_id: 'pr-1' };

const BASE: Record<string, Handler> = {
  '/client/search': () => clientsAnswer([LEKKI]),
  '/product': (options) =>
    productsAnswer((options.query as { categoryId?: number } | undefined)?.categoryId ? [PRIVATE_MOTOR, AXA_MOTOR] : [PRIVATE_MOTOR]),
  [`/product/${PRIVATE_MOTOR.product_id}`]: () => ({ success: true, data: MOTOR_DETAILS }),
  '/policyHolderType': list([{ policyholder_type_id: 2, code: 'CORPORATE', name: 'Corporate body', description: '' }]),
  '/vehicle/types': list([{ vehicle_type_id: 4, code: 'SALOON', name: 'Saloon car', description: '' }]),
  '/cobrokers': () => coBrokersAnswer([]),
  '/insurance-providers/active': () => insurersAnswer([AIICO]),
  [`/quote/${QUOTE_ID}`]: () => quoteAnswer(SAVED),
};

async function open(path: string, handlers: Record<string, Handler> = {}, token = ADMIN, heading = 'New Motor Quote') {
  const view = renderApp({ path, token, handlers: { ...BASE, ...handlers } });
  await screen.findByRole('heading', { level: 1, name: heading }, slow);
  return view;
}
type User = Awaited<ReturnType<typeof open>>['user'];

/** The quote's own sum insured, not an item's. */
const sumInsured = () => screen.getByRole('textbox', { name: /^Sum insured(?!,)/ });
const preview = () => screen.getByRole('group', { name: 'Premium preview' });
const figure = (term: string) => within(preview()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function chooseClientAndProduct(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Client type/ }), 'Corporate');
  await user.type(screen.getByRole('searchbox', { name: 'Find a client' }), 'Lekki');
  await user.click(await screen.findByRole('radio', { name: /Lekki Foods Ltd/ }, slow));
  await user.click(await screen.findByRole('radio', { name: /Private Motor Comprehensive/ }, slow));
  await screen.findByRole('combobox', { name: 'Premium rate' }, slow);
}

describe('preparing a quote', { timeout: 30_000 }, () => {
  it('asks which kind first, each kind a link to its form', async () => {
    const { user } = await open('/quotes/new', {}, ADMIN, 'New Quote');
    const kinds = screen.getByRole('navigation', { name: 'Kinds of quote' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Motor', 'Fire and property', 'Marine', 'General accident', 'Travel', 'Life', 'Any other class']);
    await user.click(within(kinds).getByRole('link', { name: 'Motor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Motor Quote' }, slow)).toBeInTheDocument();
  });

  it('previews the premium from the product as it is typed and drafts the quote with the terms chosen', async () => {
    const { user, api } = await open('/quotes/new?type=motor', { '/quotes/motor': () => quoteAnswer(SAVED) });
    expect(screen.getByText('Choose a product to see the premium.')).toBeInTheDocument();
    await chooseClientAndProduct(user);
    expect(screen.getByRole('textbox', { name: /^Name of insured/ })).toHaveValue('Lekki Foods Ltd');
    // The product's conditions are there to read before quoting.
    expect(
      within(screen.getByRole('group', { name: 'Product limits' })).getByText('Third party property damage: ₦3,000,000.00'),
    ).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Product exceptions' })).getByText('Racing and speed testing')).toBeVisible();

    await user.type(sumInsured(), '500000');
    // 2.5 % of ₦500,000 is ₦12,500: the rate's ₦25,000 minimum tops it up.
    await waitFor(() => expect(figure('Minimum premium top-up')).toBe('₦12,500.00'));
    expect(figure('Premium')).toBe('₦25,000.00');

    await user.clear(sumInsured());
    await user.type(sumInsured(), '12500000');
    await user.click(screen.getByRole('checkbox', { name: /Flood Extension/ }));
    await user.click(screen.getByRole('button', { name: 'Add discount' }));
    await user.type(screen.getByRole('textbox', { name: 'What for, row 1' }), 'No claims');
    await user.type(screen.getByRole('textbox', { name: 'Per cent, row 1' }), '10');
    await waitFor(() => expect(figure('Gross premium')).toBe('₦375,000.00'));
    expect(figure('Flood Extension')).toBe('₦62,500.00');
    expect(figure('Discount 10%: No claims')).toBe('-₦37,500.00');
    expect(figure('Premium')).toBe('₦337,500.00');
    expect(figure('Commission')).toBe('₦42,187.50');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('textbox', { name: /^Description, item 1/ }), 'Toyota Corolla 2021');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Vehicle type, item 1/ }), 'Saloon car');
    await user.type(screen.getByRole('textbox', { name: /^Make, item 1/ }), 'Toyota');
    await user.type(screen.getByRole('textbox', { name: /^Model, item 1/ }), 'Corolla');
    await user.type(screen.getByRole('textbox', { name: /^Year of manufacture, item 1/ }), '2021');
    await user.type(screen.getByRole('textbox', { name: /^Registration number, item 1/ }), 'LND 123 AB');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Quote QT/2026/000042' }, slow);
    expect(await screen.findByText('Quote QT/2026/000042 is saved')).toBeInTheDocument();
    const [drafted] = api.callsTo('/quotes/motor');
    expect(drafted?.method).toBe('POST');
    expect(drafted?.body).toMatchObject({
      clientType: 'CORPORATE',
      clientId: LEKKI.client_id,
      nameOfInsured: 'Lekki Foods Ltd',
      productId: PRIVATE_MOTOR.product_id,
      premiumRateId: '',
      rate: '',
      covers: [{ coverId: 6, rate: '' }],
      adjustments: [{ kind: 'discount', description: 'No claims', percent: '10' }],
      items: [
        {
          description: 'Toyota Corolla 2021',
          details: { vehicleTypeId: '4', make: 'Toyota', model: 'Corolla', year: '2021', registrationNumber: 'LND 123 AB' },
        },
      ],
    });
  });

  it('refuses an empty form in the browser, field by field, and sends nothing', async () => {
    const { user, api } = await open('/quotes/new?type=motor');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name of insured/ })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('searchbox', { name: 'Find a product' })).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo('/quotes/motor')).toHaveLength(0);
  });

  it('shows the server’s refusal by the field it names and keeps what was typed', async () => {
    const refusal = () => {
      throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
        clientId: 'Choose a client of your brokerage',
      });
    };
    const { user } = await open('/quotes/new?type=general', { '/quotes/general': refusal }, ADMIN, 'New Any other class Quote');
    await chooseClientAndProduct(user);
    await user.type(sumInsured(), '12500000');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('textbox', { name: /^Description, item 1/ }), 'Office contents');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Find a client' })).toHaveAccessibleDescription(/Choose a client of your brokerage/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByRole('textbox', { name: /^Description, item 1/ })).toHaveValue('Office contents');
    expect(sumInsured()).toHaveValue('12,500,000');
  });

  it('answers a request: its client, subject, sum, start and notes start the form, and the quote names the request', async () => {
    const request = {
      ...REQUEST_DETAILS,
      client_type: 'CORPORATE',
      client_id: LEKKI.client_id,
      client_name: 'Lekki Foods Ltd',
      prospect_name: null,
    };
    const { user, api } = await open(`/quotes/new?type=motor&request=${REQUEST_ID}`, {
      [`/quotes/requested/${REQUEST_ID}`]: () => requestAnswer(request),
      '/quotes/motor': () => quoteAnswer(SAVED),
    });
    expect(screen.getByRole('link', { name: 'QR/2026/000007' })).toHaveAttribute('href', `/requested-quote/${REQUEST_ID}`);
    expect(screen.getByText('Client: Lekki Foods Ltd')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description, item 1/ })).toHaveValue('Four Toyota Hiace delivery vans');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2026-04-15');
    await user.click(await screen.findByRole('radio', { name: /Private Motor Comprehensive/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    // The vehicle's details are still to be given: the form says so before anything is sent.
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(api.callsTo('/quotes/motor')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Make, item 1/ })).toHaveAccessibleDescription('This field is required');
  });

  it('is closed to a user without Create Quote', async () => {
    const { api } = await open('/quotes/new?type=motor', holding('View Quotes'), BROKER, 'New Quote');
    expect(screen.getByText('You cannot use this page')).toBeInTheDocument();
    expect(api.callsTo('/product')).toHaveLength(0);
  });
});

describe('a draft on its own page', { timeout: 30_000 }, () => {
  it('is its form, edited and saved again with PUT /quote/{id}', async () => {
    const { user, api } = await open(
      `/quotes/${QUOTE_ID}`,
      { [`/quote/${QUOTE_ID}`]: () => quoteAnswer(SAVED) },
      ADMIN,
      'Quote QT/2026/000042',
    );
    expect(await screen.findByRole('combobox', { name: 'Premium rate' }, slow)).toHaveValue('pr-1');
    expect(sumInsured()).toHaveValue('12,500,000.00');
    expect(screen.getByRole('textbox', { name: 'Commission rate' })).toHaveValue('10');
    await user.clear(screen.getByRole('textbox', { name: 'Commission rate' }));
    await user.type(screen.getByRole('textbox', { name: 'Commission rate' }), '15');
    api.handlers[`/quote/${QUOTE_ID}`] = () => quoteAnswer({ ...SAVED, commission_rate: '15' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(`/quote/${QUOTE_ID}`).some((call) => call.method === 'PUT')).toBe(true));
    const put = api.callsTo(`/quote/${QUOTE_ID}`).find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ productId: PRIVATE_MOTOR.product_id, premiumRateId: 'pr-1', rate: '', commissionRate: '15' });
  });

  it('compares the saved draft with other insurers’ products of its class', async () => {
    const compared = [SAVED, AXA_QUOTE];
    const { user, api } = await open(
      `/quotes/${QUOTE_ID}`,
      { [`/quote/${QUOTE_ID}/compare`]: () => ({ success: true, data: { quotes: compared } }) },
      ADMIN,
      'Quote QT/2026/000042',
    );
    const picker = await screen.findByRole('region', { name: 'Compare insurers' }, slow);
    // The draft's own insurer is not offered.
    const offered = await within(picker).findAllByRole('checkbox', {}, slow);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toHaveAccessibleName('AutoShield (AXA Mansard)');
    await user.click(within(picker).getByRole('checkbox', { name: /AutoShield/ }));
    await user.click(within(picker).getByRole('button', { name: 'Compare 1 insurer' }));
    await waitFor(() => expect(api.callsTo(`/quote/${QUOTE_ID}/compare`)).toHaveLength(1));
    expect(api.callsTo(`/quote/${QUOTE_ID}/compare`)[0]?.body).toEqual({ productIds: [AXA_MOTOR.product_id] });
    expect(await screen.findByRole('table', { name: /comparison/i }, slow)).toBeInTheDocument();
  });

  it('asks to save first when the form differs from what was saved', async () => {
    const { user } = await open(`/quotes/${QUOTE_ID}`, {}, ADMIN, 'Quote QT/2026/000042');
    const picker = await screen.findByRole('region', { name: 'Compare insurers' }, slow);
    await within(picker).findByRole('checkbox', { name: /AutoShield/ }, slow);
    await user.type(screen.getByRole('textbox', { name: /^Name of insured/ }), ' Jr');
    expect(within(picker).getByText('Save the draft first: a comparison prices the quote as saved.')).toBeInTheDocument();
    await user.click(within(picker).getByRole('checkbox', { name: /AutoShield/ }));
    expect(within(picker).getByRole('button', { name: 'Compare 1 insurer' })).toBeDisabled();
  });
});

const newQuote = composeStories(newQuoteStories);
const draftPage = composeStories(quotePageStories);

/** What a person sees in each story of /quotes/new; a story added without an entry here does not compile. */
const newQuoteExpectations: Record<keyof typeof newQuote, () => Promise<unknown>> = {
  ChooseKind: async () => expect(await screen.findByRole('navigation', { name: 'Kinds of quote' }, slow)).toBeInTheDocument(),
  BlankMotor: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'New Motor Quote' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Choose a product to see the premium.')).toBeInTheDocument();
  },
  BlankFire: async () => {
    await screen.findByRole('heading', { level: 1, name: 'New Fire and property Quote' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('option', { name: 'Residential building' }, slow)).toBeInTheDocument();
  },
  AnsweringRequest: async () => {
    expect(await screen.findByRole('link', { name: 'QR/2026/000007' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/from the prospect Swift Logistics Ltd: add them as a client first/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name of insured/ })).toHaveValue('Swift Logistics Ltd');
  },
  LoadingRequest: async () => expect(await screen.findByText('Loading the quote request', {}, slow)).toBeInTheDocument(),
  RequestFailed: async () => expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error'),
  LookupsFailed: async () => {
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Find a product' }, slow), 'motor');
    expect(await screen.findByText('Network error, please try again', {}, slow)).toBeInTheDocument();
  },
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the new quote stories', { timeout: 30_000 }, () => {
  for (const [name, expectation] of Object.entries(newQuoteExpectations)) {
    it(`shows ${name}`, async () => {
      const Story = newQuote[name as keyof typeof newQuote] as ComponentType;
      render(<Story />);
      await expectation();
    });
  }

  it('shows the maker’s draft as its form, priced from Leadway’s product, with AXA Mansard to compare', async () => {
    render(<draftPage.DraftForMaker />);
    expect(await screen.findByRole('combobox', { name: 'Premium rate' }, slow)).toHaveValue('pr-1');
    const picker = screen.getByRole('region', { name: 'Compare insurers' });
    expect(await within(picker).findByRole('checkbox', { name: 'AutoShield (AXA Mansard)' }, slow)).toBeEnabled();
    expect(within(screen.getByRole('group', { name: 'Premium preview' })).getByText('Premium')).toBeInTheDocument();
  });
});
