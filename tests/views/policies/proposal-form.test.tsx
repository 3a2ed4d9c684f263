import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { policyMoveRefusal } from '../../../domain/policies';
import { ApiFailure } from '../../../src/api/errors';
import {
  ACCEPTED_QUOTE,
  ACTIVE_POLICY,
  billableAnswer,
  ENDORSEMENT_INVOICE,
  INVOICE_ID,
  LEKKI,
  MOTOR,
  PAID_FOR_POLICY,
  POLICY_ID,
  policyAnswer,
  PROPOSAL,
  PROPOSAL_FORM_ANSWERS,
  QUOTE_ID,
  RENEWABLE_ID,
  RENEWABLE_POLICY,
  RENEWING_ID,
} from '../../../stories/policies/form-fixtures';
import * as formStories from '../../../stories/policies/proposal-form.stories';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './policy-support';
import type { PolicyDetails } from '../../../domain/policies';
import type { ComponentType } from 'react';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/policies/proposal-pages');
});

const SAVED = policyAnswer(PROPOSAL, 'Policy proposal created');
const policyPath = `/policies/${POLICY_ID}`;

const BASE: Record<string, Handler> = {
  ...Object.fromEntries(Object.entries(PROPOSAL_FORM_ANSWERS).map(([path, answer]) => [path, () => answer])),
  '/policies': () => SAVED,
  [policyPath]: (options) => (options.method === 'PUT' ? policyAnswer(PROPOSAL, 'Policy proposal updated') : policyAnswer(PROPOSAL)),
  [`/quote/${QUOTE_ID}`]: () => ({ success: true, data: ACCEPTED_QUOTE }),
  [`/invoice/${INVOICE_ID}`]: () => billableAnswer(PAID_FOR_POLICY),
};

async function open(path: string, heading: string, handlers: Record<string, Handler> = {}, token = ADMIN) {
  const view = renderApp({ path, token, handlers: { ...BASE, ...handlers } });
  await screen.findByRole('heading', { level: 1, name: heading }, slow);
  // The record a proposal starts from shows under the same heading once loaded.
  await waitFor(() => expect(screen.queryByText(/^Loading (quote|invoice|policy)$/)).not.toBeInTheDocument(), slow);
  return view;
}
type User = Awaited<ReturnType<typeof open>>['user'];

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const sumInsured = () => field(/^Sum insured(?!,)/);
const premium = () => field(/^Premium/);
const saveButton = (name = 'Create proposal') => screen.getByRole('button', { name });
const posted = (api: Awaited<ReturnType<typeof open>>['api']) => api.callsTo('/policies').filter((call) => call.method === 'POST');
const puts = (api: Awaited<ReturnType<typeof open>>['api']) => api.callsTo(policyPath).filter((call) => call.method === 'PUT');

async function chooseClientAndProduct(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Client type/ }), 'Corporate');
  await user.type(screen.getByRole('searchbox', { name: 'Find a client' }), 'Lekki');
  await user.click(await screen.findByRole('radio', { name: /Lekki Foods Ltd/ }, slow));
  await user.click(await screen.findByRole('radio', { name: /Private Motor Comprehensive/ }, slow));
  await screen.findByRole('checkbox', { name: 'Flood Extension' }, slow);
}

async function setDate(user: User, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('a new policy proposal', { timeout: 30_000 }, () => {
  it('sends the terms typed, the end date following the product’s tenor, and opens the saved proposal', async () => {
    const { user, api } = await open('/policy/new', 'New Policy Proposal');
    await chooseClientAndProduct(user);
    expect(field(/^Name of insured/)).toHaveValue('Lekki Foods Ltd');
    await setDate(user, /^Start date/, '2026-05-01');
    // Leadway's motor product runs 12 months.
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2027-04-30');
    await user.type(sumInsured(), '12500000');
    await user.type(premium(), '312500');
    await user.click(screen.getByRole('checkbox', { name: 'Flood Extension' }));
    await user.type(field('Commission rate'), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Commission type' }), 'Percentage');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(field(/^Description, item 1/), 'Toyota Hiace delivery van');
    await user.type(field(/^Sum insured, item 1/), '12500000');
    const brokers = screen.getByRole('group', { name: 'Co-brokers' });
    await user.click(within(brokers).getByRole('button', { name: 'Add co-broker' }));
    await user.selectOptions(
      await within(brokers).findByRole('combobox', { name: 'co-broker, row 1' }),
      await within(brokers).findByRole('option', { name: 'Heirs Insurance Brokers Ltd' }, slow),
    );
    await user.type(within(brokers).getByRole('textbox', { name: 'Percentage of premium, row 1' }), '20');
    await user.type(field('Narration'), 'Garaged at the Ikeja depot');
    await user.click(saveButton());

    expect(await screen.findByText('Policy proposal POL/2026/000001 created', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'New Policy Proposal' })).not.toBeInTheDocument());
    expect(posted(api)).toHaveLength(1);
    expect(posted(api)[0]?.body).toEqual({
      quoteId: null,
      invoiceId: null,
      renewalOf: null,
      clientType: 'CORPORATE',
      clientId: LEKKI.client_id,
      nameOfInsured: 'Lekki Foods Ltd',
      productId: MOTOR.product_id,
      sumInsured: '12500000.00',
      premium: '312500.00',
      commissionType: 'Percentage',
      commissionRate: '10',
      startDate: '2026-05-01',
      endDate: '2027-04-30',
      covers: [{ coverId: '6' }],
      items: [{ description: 'Toyota Hiace delivery van', sumInsured: '12500000.00', details: {} }],
      coBrokers: [{ coBrokerId: 'cb-1', percentageOfPremium: '20' }],
      coInsurers: [],
      narration: 'Garaged at the Ikeja depot',
    });
  });

  it('bills the proposal on one of the client’s invoices for the product, whose premium and commission it keeps', async () => {
    const { user, api } = await open('/policy/new', 'New Policy Proposal');
    await chooseClientAndProduct(user);
    const billed = await screen.findByRole('combobox', { name: 'Billed on invoice' }, slow);
    const offered = within(billed)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The endorsement's invoice cannot bill a new policy.
    expect(offered).toEqual([
      'Not billed yet: I will type the premium',
      'INV/2026/000108 · ₦1,250,000.00 · 2026-03-01 to 2027-02-28 · PAID',
    ]);
    expect(offered.join()).not.toContain(ENDORSEMENT_INVOICE.invoice_no);
    expect(api.callsTo('/invoice/')[0]?.query).toMatchObject({ clientId: LEKKI.client_id });
    await user.selectOptions(billed, 'INV/2026/000108 · ₦1,250,000.00 · 2026-03-01 to 2027-02-28 · PAID');
    expect(premium()).toHaveValue('1,250,000.00');
    expect(premium()).toHaveAttribute('readonly');
    expect(premium()).toHaveAccessibleDescription('The premium on invoice INV/2026/000108');
    expect(field('Commission rate')).toHaveValue('12.50');
    // The invoice's terms fill what is still blank.
    expect(sumInsured()).toHaveValue('45,000,000.00');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2026-03-01');
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2027-02-28');
    await user.click(saveButton());
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      invoiceId: INVOICE_ID,
      premium: null,
      commissionType: null,
      commissionRate: null,
      sumInsured: '45000000.00',
      startDate: '2026-03-01',
      endDate: '2027-02-28',
    });
  });

  it('refuses an empty form in the browser, field by field, and sends nothing', async () => {
    const { user, api } = await open('/policy/new', 'New Policy Proposal');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(field(/^Name of insured/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('searchbox', { name: 'Find a client' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('searchbox', { name: 'Find a product' })).toHaveAccessibleDescription('This field is required');
    expect(premium()).toHaveAccessibleDescription(/This field is required/);
    expect(posted(api)).toHaveLength(0);
  });

  it('is closed to a user without Create Policy', async () => {
    const { api } = await open('/policy/new', 'New Policy Proposal', holding('View Policies'), BROKER);
    expect(screen.getByText('You cannot use this page')).toBeInTheDocument();
    expect(screen.getByText(/You need the 'Create Policy' permission/)).toBeInTheDocument();
    expect(api.callsTo('/product')).toHaveLength(0);
  });
});

describe('a proposal from an accepted quote', { timeout: 30_000 }, () => {
  it('starts from the quote’s terms and sends the quote along', async () => {
    const { user, api } = await open(`/quotes/${QUOTE_ID}/createPolicy`, 'Create Policy Proposal');
    expect(screen.getByRole('link', { name: 'QT/2026/000042' })).toHaveAttribute('href', `/quotes/${QUOTE_ID}`);
    expect(screen.getByText(/^From quote/)).toBeInTheDocument();
    expect(screen.getByText('Lekki Foods Ltd', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(/^Private Motor Comprehensive · Insurer: Leadway/, { selector: 'dd' })).toBeInTheDocument();
    expect(field(/^Name of insured/)).toHaveValue('Lekki Foods Ltd');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2026-04-01');
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2027-03-31');
    expect(sumInsured()).toHaveValue('12,500,000.00');
    expect(premium()).toHaveValue('375,000.00');
    expect(field('Commission rate')).toHaveValue('10');
    expect(await screen.findByRole('checkbox', { name: 'Flood Extension' }, slow)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Own Damage' })).not.toBeChecked();
    expect(field(/^Description, item 1/)).toHaveValue('Toyota Corolla 2019, silver');
    const brokers = screen.getByRole('group', { name: 'Co-brokers' });
    expect(await within(brokers).findByRole('option', { name: 'Heirs Insurance Brokers Ltd', selected: true }, slow)).toBeInTheDocument();
    expect(within(brokers).getByRole('textbox', { name: 'Percentage of premium, row 1' })).toHaveValue('20');
    const insurers = screen.getByRole('group', { name: 'Co-insurers' });
    expect(await within(insurers).findByRole('option', { name: 'AIICO Insurance Plc', selected: true }, slow)).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      quoteId: QUOTE_ID,
      invoiceId: null,
      clientType: 'CORPORATE',
      clientId: LEKKI.client_id,
      productId: MOTOR.product_id,
      premium: '375000.00',
      commissionType: 'Percentage',
      commissionRate: '10',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      covers: [{ coverId: '6' }],
      items: [
        {
          description: 'Toyota Corolla 2019, silver',
          sumInsured: '12500000.00',
          details: expect.objectContaining({ make: 'Toyota', registrationNumber: 'LSD-123-XY' }) as unknown,
        },
      ],
      coBrokers: [{ coBrokerId: 'cb-1', percentageOfPremium: '20' }],
      coInsurers: [{ insurerId: 1, percentageOfPremium: '30' }],
    });
    expect(await screen.findByText('Policy proposal POL/2026/000001 created', {}, slow)).toBeInTheDocument();
  });

  it('sends a converted quote’s invoice, whose premium it keeps', async () => {
    const converted = { ...ACCEPTED_QUOTE, status: 'converted', invoice_id: INVOICE_ID };
    const { user, api } = await open(`/quotes/${QUOTE_ID}/createPolicy`, 'Create Policy Proposal', {
      [`/quote/${QUOTE_ID}`]: () => ({ success: true, data: converted }),
    });
    expect(screen.getByText(/billed on its invoice/)).toBeInTheDocument();
    expect(premium()).toHaveAttribute('readonly');
    await user.click(saveButton());
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ quoteId: QUOTE_ID, invoiceId: INVOICE_ID, premium: null });
  });

  it('says why a quote not accepted cannot become a proposal', async () => {
    await open(`/quotes/${QUOTE_ID}/createPolicy`, 'Create Policy Proposal', {
      [`/quote/${QUOTE_ID}`]: () => ({ success: true, data: { ...ACCEPTED_QUOTE, status: 'sent' } }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only an accepted quote becomes a policy proposal; quote QT/2026/000042 is sent');
    expect(screen.getByRole('link', { name: 'Back to quote QT/2026/000042' })).toHaveAttribute('href', `/quotes/${QUOTE_ID}`);
    expect(screen.queryByRole('button', { name: 'Create proposal' })).not.toBeInTheDocument();
  });
});

describe('a proposal billed on an invoice', { timeout: 30_000 }, () => {
  it('starts from the invoice, keeps its premium and commission, and sends the invoice', async () => {
    const { user, api } = await open(`/account/invoices/${INVOICE_ID}/createPolicy`, 'Create Policy Proposal');
    expect(screen.getByRole('link', { name: 'INV/2026/000108' })).toHaveAttribute('href', `/account/invoice/${INVOICE_ID}`);
    expect(screen.getByText(/^Billed on invoice/)).toBeInTheDocument();
    expect(field(/^Name of insured/)).toHaveValue('Lekki Foods Ltd — delivery fleet');
    expect(premium()).toHaveValue('1,250,000.00');
    expect(premium()).toHaveAttribute('readonly');
    expect(field('Commission type')).toHaveAttribute('readonly');
    expect(field('Commission rate')).toHaveValue('12.50');
    await user.clear(field(/^Name of insured/));
    await user.type(field(/^Name of insured/), 'Lekki Foods Ltd — van LND 123 AB');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(field(/^Description, item 1/), 'Toyota Hiace');
    await user.click(saveButton());
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      quoteId: null,
      invoiceId: INVOICE_ID,
      clientType: 'CORPORATE',
      clientId: LEKKI.client_id,
      nameOfInsured: 'Lekki Foods Ltd — van LND 123 AB',
      productId: MOTOR.product_id,
      sumInsured: '45000000.00',
      premium: null,
      commissionType: null,
      commissionRate: null,
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      items: [{ description: 'Toyota Hiace', sumInsured: null, details: {} }],
      coBrokers: [{ coBrokerId: 'cb-1', percentageOfPremium: '20.00' }],
      coInsurers: [{ insurerId: 1, percentageOfPremium: '30.00' }],
    });
  });

  it('shows the server’s conflict and keeps what was typed', async () => {
    const refused = () => {
      throw new ApiFailure('Invoice INV/2026/000108 is already billed on policy POL/2026/000009', 409, 'CONFLICT');
    };
    const { user, api } = await open(`/account/invoices/${INVOICE_ID}/createPolicy`, 'Create Policy Proposal', { '/policies': refused });
    await user.clear(field('Narration'));
    await user.type(field('Narration'), 'Fleet of four');
    await user.click(saveButton());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Invoice INV/2026/000108 is already billed on policy POL/2026/000009',
    );
    expect(field('Narration')).toHaveValue('Fleet of four');
    expect(saveButton()).toBeEnabled();
    expect(posted(api)).toHaveLength(1);
  });

  it('shows the server’s refusal of the invoice’s client beside the client it keeps', async () => {
    const refused = () => {
      throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
        clientId: 'The invoice is billed to another client',
      });
    };
    const { user } = await open(`/account/invoices/${INVOICE_ID}/createPolicy`, 'Create Policy Proposal', { '/policies': refused });
    await user.click(saveButton());
    const parties = await screen.findByRole('region', { name: 'Client, insured and product' }, slow);
    expect(await within(parties).findByText('The invoice is billed to another client', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
  });

  it('says so when the invoice is already billed on a policy', async () => {
    await open(`/account/invoices/${INVOICE_ID}/createPolicy`, 'Create Policy Proposal', {
      [`/invoice/${INVOICE_ID}`]: () => billableAnswer({ ...PAID_FOR_POLICY, policy_id: POLICY_ID }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invoice INV/2026/000108 is already billed on a policy');
    expect(screen.getByRole('link', { name: 'Open that policy' })).toHaveAttribute('href', policyPath);
  });
});

describe('changing a proposal', { timeout: 30_000 }, () => {
  it('sends the policy’s terms as changed with PUT and names the policy', async () => {
    const { user, api } = await open(`/policy/${POLICY_ID}/edit`, 'Edit Policy POL/2026/000001');
    expect(sumInsured()).toHaveValue('12,500,000.00');
    expect(premium()).toHaveValue('312,500.00');
    expect(await screen.findByRole('checkbox', { name: 'Flood Extension' }, slow)).toBeChecked();
    await user.clear(premium());
    await user.type(premium(), '330000');
    await user.click(saveButton('Save changes'));
    expect(await screen.findByText('Policy proposal POL/2026/000001 updated', {}, slow)).toBeInTheDocument();
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]?.body).toMatchObject({
      clientId: LEKKI.client_id,
      productId: MOTOR.product_id,
      premium: '330000.00',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      covers: [{ coverId: '6' }],
      items: [{ description: 'Toyota Hiace delivery van', sumInsured: '12500000.00', details: {} }],
      narration: 'Garaged at the Ikeja depot',
    });
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    const { user, api } = await open(`/policy/${POLICY_ID}/edit`, 'Edit Policy POL/2026/000001', {
      [policyPath]: (options) => {
        if (options.method !== 'PUT') return policyAnswer(PROPOSAL);
        throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
          sumInsured: 'The sum insured must be at least the items’ sums insured',
          'items.0.description': 'Describe the vehicle: make, model and registration',
          invoiceId: 'The invoice is for another client',
        });
      },
    });
    await user.clear(field(/^Description, item 1/));
    await user.type(field(/^Description, item 1/), 'Van');
    await user.click(saveButton('Save changes'));
    await waitFor(() =>
      expect(field(/^Description, item 1/)).toHaveAccessibleDescription('Describe the vehicle: make, model and registration'),
    );
    expect(sumInsured()).toHaveAccessibleDescription('The sum insured must be at least the items’ sums insured');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByRole('alert')).toHaveTextContent('The invoice is for another client');
    expect(field(/^Description, item 1/)).toHaveValue('Van');
    expect(puts(api)).toHaveLength(1);
  });

  it('sends once however often Save is clicked while saving', async () => {
    const { user, api } = await open(`/policy/${POLICY_ID}/edit`, 'Edit Policy POL/2026/000001', {
      [policyPath]: (options) => (options.method === 'PUT' ? new Promise(() => {}) : policyAnswer(PROPOSAL)),
    });
    await user.click(saveButton('Save changes'));
    await waitFor(() => expect(saveButton('Save changes')).toHaveAttribute('aria-busy', 'true'));
    await user.click(saveButton('Save changes'));
    await user.dblClick(saveButton('Save changes'));
    expect(field('Narration')).toBeDisabled();
    expect(puts(api)).toHaveLength(1);
  });

  it('is not offered once the policy is on cover, and says why', async () => {
    await open(`/policy/${POLICY_ID}/edit`, 'Edit Policy POL/2026/000001', { [policyPath]: () => policyAnswer(ACTIVE_POLICY) });
    expect(screen.getByRole('alert')).toHaveTextContent(policyMoveRefusal('edit', 'active'));
    expect(screen.getByRole('link', { name: 'Back to policy POL/2026/000001' })).toHaveAttribute('href', policyPath);
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('is closed to a user without Update Policy', async () => {
    const { api } = await open(`/policy/${POLICY_ID}/edit`, 'Edit Policy', holding('View Policies', 'Create Policy'), BROKER);
    expect(screen.getByText(/You need the 'Update Policy' permission/)).toBeInTheDocument();
    expect(api.callsTo(policyPath)).toHaveLength(0);
  });
});

describe('renewing a policy', { timeout: 30_000 }, () => {
  const renewing = (policy: PolicyDetails) => ({ [`/policies/${RENEWABLE_ID}`]: () => policyAnswer(policy) });
  const RENEWAL_PATH = `/policy/new?renewalOf=${RENEWABLE_ID}`;

  it('starts from the policy’s terms for the period that follows, and sends the policy it renews', async () => {
    const { user, api } = await open(RENEWAL_PATH, 'Renew Policy', renewing(RENEWABLE_POLICY));
    expect(screen.getByText(/^Renewing/)).toHaveTextContent('Renewing POL/2025/000042, which ends on 2026-06-14');
    expect(screen.getByRole('link', { name: 'POL/2025/000042' })).toHaveAttribute('href', `/policies/${RENEWABLE_ID}`);
    expect(screen.getByText('Lekki Foods Ltd', { selector: 'dd' })).toBeInTheDocument();
    expect(field(/^Name of insured/)).toHaveValue('Lekki Foods Ltd');
    // The day after the old end, for as many days as the old period ran (365).
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2026-06-15');
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2027-06-14');
    expect(sumInsured()).toHaveValue('13,000,000.00');
    expect(premium()).toHaveValue('325,000.00');
    expect(premium()).not.toHaveAttribute('readonly');
    expect(await screen.findByRole('checkbox', { name: 'Flood Extension' }, slow)).toBeChecked();
    expect(field(/^Description, item 1/)).toHaveValue('Toyota Hiace delivery van');
    const brokers = screen.getByRole('group', { name: 'Co-brokers' });
    expect(await within(brokers).findByRole('option', { name: 'Heirs Insurance Brokers Ltd', selected: true }, slow)).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      quoteId: null,
      invoiceId: null,
      renewalOf: RENEWABLE_ID,
      clientType: 'CORPORATE',
      clientId: LEKKI.client_id,
      nameOfInsured: 'Lekki Foods Ltd',
      productId: MOTOR.product_id,
      sumInsured: '13000000.00',
      premium: '325000.00',
      commissionType: 'Percentage',
      commissionRate: '12.50',
      startDate: '2026-06-15',
      endDate: '2027-06-14',
      covers: [{ coverId: '6' }],
      items: [{ description: 'Toyota Hiace delivery van', sumInsured: '12500000.00', details: {} }],
      coBrokers: [{ coBrokerId: 'cb-1', percentageOfPremium: '20.00' }],
      coInsurers: [{ insurerId: 1, percentageOfPremium: '30.00' }],
    });
    expect(await screen.findByText('Policy proposal POL/2026/000001 created', {}, slow)).toBeInTheDocument();
  });

  it('renews a leap-year period of 366 days for 366 days', async () => {
    await open(RENEWAL_PATH, 'Renew Policy', renewing({ ...RENEWABLE_POLICY, start_date: '2027-03-01', end_date: '2028-02-29' }));
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2028-03-01');
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2029-03-01');
  });

  it('refuses a policy that is not on cover nor expired, with the way back to it', async () => {
    const { api } = await open(RENEWAL_PATH, 'Renew Policy', renewing({ ...RENEWABLE_POLICY, status: 'lapsed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Policy POL/2025/000042: Only an active or expired policy can be renewed; this one is lapsed',
    );
    expect(screen.getByRole('link', { name: 'Back to policy POL/2025/000042' })).toHaveAttribute('href', `/policies/${RENEWABLE_ID}`);
    expect(screen.queryByRole('button', { name: 'Create proposal' })).not.toBeInTheDocument();
    expect(posted(api)).toEqual([]);
  });

  it('refuses a policy already renewed, linking the policy that renews it', async () => {
    await open(RENEWAL_PATH, 'Renew Policy', renewing({ ...RENEWABLE_POLICY, status: 'expired', renewed_by: RENEWING_ID }));
    expect(screen.getByRole('alert')).toHaveTextContent('This policy is already renewed');
    expect(screen.getByRole('link', { name: 'Open the policy that renews it' })).toHaveAttribute('href', `/policies/${RENEWING_ID}`);
    expect(screen.getByRole('link', { name: 'Back to policy POL/2025/000042' })).toHaveAttribute('href', `/policies/${RENEWABLE_ID}`);
    expect(screen.queryByRole('button', { name: 'Create proposal' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the renewal under its field', async () => {
    const { user } = await open(RENEWAL_PATH, 'Renew Policy', {
      ...renewing(RENEWABLE_POLICY),
      '/policies': () => {
        throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
          renewalOf: 'This policy is already renewed by POL/2026/000009',
        });
      },
    });
    await user.click(saveButton());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This policy is already renewed by POL/2026/000009');
  });
});

const stories = composeStories(formStories);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, slow);

/** What a person sees in each story, after its play; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  New: async () => {
    await heading('New Policy Proposal');
    expect(screen.getByText('Choose a product to see its covers.')).toBeInTheDocument();
  },
  FromQuote: async () => {
    await heading('Create Policy Proposal');
    expect(await screen.findByRole('link', { name: 'QT/2026/000042' }, slow)).toBeInTheDocument();
    expect(premium()).toHaveValue('375,000.00');
  },
  FromInvoice: async () => {
    await heading('Create Policy Proposal');
    expect(await screen.findByRole('link', { name: 'INV/2026/000108' }, slow)).toBeInTheDocument();
    expect(premium()).toHaveAttribute('readonly');
  },
  LoadingQuote: async () => {
    await heading('Create Policy Proposal');
    expect(screen.getByText('Loading quote')).toBeInTheDocument();
  },
  Edit: async () => {
    await heading('Edit Policy POL/2026/000001');
    expect(field(/^Description, item 1/)).toHaveValue('Toyota Hiace delivery van');
  },
  NotEditable: async () => {
    await heading('Edit Policy POL/2026/000001');
    expect(screen.getByRole('alert')).toHaveTextContent('this one is active');
  },
  Saving: async () => {
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'true'));
    expect(field(/^Name of insured/)).toBeDisabled();
  },
  ServerFieldErrors: async () => {
    await waitFor(() => expect(sumInsured()).toHaveAccessibleDescription('The sum insured must be at least the items’ sums insured'));
    expect(field(/^Description, item 1/)).toHaveAccessibleDescription('Describe the vehicle: make, model and registration');
    expect(field(/^Description, item 1/)).toHaveValue('Toyota Hiace delivery van');
  },
  LoadFailed: async () => {
    await heading('Edit Policy');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  Renewal: async () => {
    await heading('Renew Policy');
    expect(await screen.findByRole('link', { name: 'POL/2025/000042' }, slow)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2026-06-15');
  },
  AlreadyRenewed: async () => {
    await heading('Renew Policy');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('already renewed');
    expect(screen.getByRole('link', { name: 'Open the policy that renews it' })).toBeInTheDocument();
  },
  NotAllowed: async () => expect(await screen.findByText(/You need the 'Create Policy' permission/, {}, slow)).toBeInTheDocument(),
};

describe('the proposal form stories', { timeout: 30_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof stories)[]).map(
      (name) => [name, stories[name] as ComponentType & (typeof stories)[typeof name]] as const,
    ),
  )('%s', async (name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    await expectations[name]();
  });
});
