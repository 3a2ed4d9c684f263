import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_DATE_IN_PAST,
  CLIENT_ACCOUNT_MISSING,
  DELETION_NEEDS_ADMIN_APPROVAL,
  DELETION_REQUEST_FAILED,
  OPERATION_FAILED,
  PREMIUM_REMITTANCE_HINT,
  RECEIPT_NUMBER_REQUIRED,
  VAT_REMITTANCE_FAILED,
} from '../../../domain/messages';
import { DELETION_REQUEST } from '../../../stories/invoices/fixtures';
import * as paymentStories from '../../../stories/invoices/invoice-payments.stories';
import * as listStories from '../../../stories/invoices/invoices-page.stories';
import * as newStories from '../../../stories/invoices/new-invoice-page.stories';
import * as lifecycleStories from '../../../stories/machines/invoice-lifecycle.stories';
import { slow } from './invoice-support';
import type { ComponentType } from 'react';

const lifecycle = composeStories(lifecycleStories);
const list = composeStories(listStories);
const create = composeStories(newStories);
const payments = composeStories(paymentStories);

const NO = 'DN-2026-0142';
const page = () => screen.findByRole('heading', { level: 1, name: `Invoice ${NO}` }, slow);
const dialog = (title: string) => screen.findByRole('dialog', { name: `${title} · ${NO}` }, slow);
const busy = async (title: string, button: string) => {
  expect(within(await dialog(title)).getByRole('button', { name: button })).toHaveAttribute('aria-busy', 'true');
};
const done = async (title: string, text: string) => {
  expect(within(await dialog(title)).getByRole('status')).toHaveTextContent(text);
};
const panel = () => screen.findByRole('region', { name: 'Deletion request' }, slow);

/** What a person sees in each state of the invoice lifecycle; a story added without an entry here does not compile. */
const lifecycleExpectations: Record<keyof typeof lifecycle, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading invoice', {}, slow)).toBeInTheDocument();
  },
  LoadFailed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Invoice not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  PaymentPending: async () => {
    await page();
    expect(screen.getByText('PAYMENT PENDING')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Action' })).toBeEnabled();
  },
  PartialPayment: async () => {
    await page();
    expect(screen.getByText('PARTIAL PAYMENT')).toBeInTheDocument();
  },
  Paid: async () => {
    await page();
    expect(screen.getByText('PAID - Unremitted')).toBeInTheDocument();
    expect(screen.getByText('VAT Unremitted')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Premium Remittance' })).findByRole('row', { name: /Zenith Bank/ }),
    ).toBeInTheDocument();
  },
  AwaitingApproval: async () => {
    expect(within(await panel()).getByText(DELETION_NEEDS_ADMIN_APPROVAL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Action' })).toBeDisabled();
  },
  LoadingRequest: async () => {
    expect(within(await panel()).getByText('Loading the deletion request')).toBeInTheDocument();
  },
  RequestLoadFailed: async () => {
    expect(within(await panel()).getByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  Reviewing: async () => {
    const region = await panel();
    expect(within(region).getByText(DELETION_REQUEST.username)).toBeInTheDocument();
    expect(within(region).getByText(DELETION_REQUEST.initiator_reason_for_deletion)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
  Accepting: async () => {
    expect(within(await panel()).getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-busy', 'true');
  },
  Rejecting: async () => {
    expect(within(await panel()).getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-busy', 'true');
  },
  DecisionFailed: async () => {
    const region = await panel();
    expect(within(region).getByRole('alert')).toHaveTextContent('An error occured while approving deletion request');
    expect(within(region).getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
  Deactivated: async () => {
    await page();
    expect(screen.getByText('DELETED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Action' })).toBeDisabled();
  },
  UnknownStatus: async () => {
    await page();
    expect(screen.getByText('ARCHIVED')).toBeInTheDocument();
  },
  PaymentEditing: async () => {
    const modal = await dialog('Add payment');
    expect(within(modal).getByRole('combobox', { name: /Mode of payment/ })).toHaveValue('Bank Transfer');
    expect(within(modal).getByLabelText(/^Amount/)).toHaveValue('1,250,000.00');
  },
  PaymentSubmitting: () => busy('Add payment', 'Add payment'),
  PaymentFailed: async () => {
    const banner = within(await dialog('Add payment')).getByRole('alert');
    expect(banner).toHaveTextContent(CLIENT_ACCOUNT_MISSING);
    const link = within(banner).getByRole('link', { name: 'Create client account' });
    expect(link.getAttribute('href')).toMatch(
      /^\/account\/general-ledger\?client=1&find=[^&]+&clientType=(CORPORATE|INDIVIDUAL)&returnTo=%2Faccount%2Finvoice%2F/,
    );
  },
  CreatePolicyPrompt: async () => {
    const prompt = await screen.findByRole('dialog', { name: 'Create Policy Proposal' }, slow);
    expect(within(prompt).getByText('You wish to create policy proposal?')).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Yes' })).toBeEnabled();
    expect(within(prompt).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
  PaymentDone: () => done('Add payment', 'The payment is recorded'),
  PremiumEditing: async () => {
    const modal = await dialog('Remit Premium');
    expect(within(modal).getByText(`${PREMIUM_REMITTANCE_HINT}.`)).toBeInTheDocument();
    expect(within(modal).getByRole('combobox', { name: /Remittance type/ })).toHaveValue('Partial Remittance');
  },
  PremiumSubmitting: () => busy('Remit Premium', 'Remit premium'),
  PremiumFailed: async () => {
    expect(within(await dialog('Remit Premium')).getByLabelText(/^Date to remit the balance/)).toHaveAccessibleDescription(
      BALANCE_DATE_IN_PAST,
    );
  },
  PremiumDone: () => done('Remit Premium', 'premium remittance'),
  VatEditing: async () => {
    expect(within(await dialog('Remit VAT')).getByRole('combobox', { name: /Remittance mode/ })).toHaveValue('Cheque');
  },
  VatSubmitting: () => busy('Remit VAT', 'Remit VAT'),
  VatFailed: async () => {
    expect(within(await dialog('Remit VAT')).getByRole('alert')).toHaveTextContent(VAT_REMITTANCE_FAILED);
  },
  VatDone: () => done('Remit VAT', 'VAT remittance'),
  ReceiptEditing: async () => {
    const modal = await dialog('Upload receipt');
    expect(within(modal).getByRole('textbox', { name: /Receipt number/ })).toHaveValue('LW-2026-0142');
    expect(within(modal).getByText('Chosen: Leadway receipt 0142.pdf')).toBeInTheDocument();
  },
  ReceiptSubmitting: () => busy('Upload receipt', 'Upload receipt'),
  ReceiptFailed: async () => {
    expect(within(await dialog('Upload receipt')).getByRole('textbox', { name: /Receipt number/ })).toHaveAccessibleDescription(
      RECEIPT_NUMBER_REQUIRED,
    );
  },
  ReceiptDone: () => done('Upload receipt', 'is stored with the remittance'),
  VatReceiptEditing: async () => {
    expect(within(await dialog('Upload VAT receipt')).getByRole('textbox', { name: /Receipt number/ })).toHaveValue('LW-2026-0142');
  },
  VatReceiptSubmitting: () => busy('Upload VAT receipt', 'Upload VAT receipt'),
  VatReceiptFailed: async () => {
    expect(within(await dialog('Upload VAT receipt')).getByRole('textbox', { name: /Receipt number/ })).toHaveAccessibleDescription(
      RECEIPT_NUMBER_REQUIRED,
    );
  },
  VatReceiptDone: () => done('Upload VAT receipt', 'is stored with the remittance'),
  UpdateEditing: async () => {
    expect(within(await dialog('Update Invoice')).getByRole('textbox', { name: /Narration/ })).toHaveValue('Fleet policy, 14 trucks');
  },
  UpdateSubmitting: () => busy('Update Invoice', 'Update invoice'),
  UpdateFailed: async () => {
    expect(within(await dialog('Update Invoice')).getByRole('alert')).toHaveTextContent(OPERATION_FAILED);
  },
  UpdateDone: () => done('Update Invoice', 'is updated'),
  DeletionEditing: async () => {
    const modal = await dialog('Delete Invoice');
    expect(within(modal).getByText(DELETION_NEEDS_ADMIN_APPROVAL)).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Reason for deletion/ })).toHaveValue(DELETION_REQUEST.initiator_reason_for_deletion);
    expect(within(modal).getByRole('button', { name: 'Submit request' })).toBeEnabled();
  },
  Deleting: () => busy('Delete Invoice', 'Delete invoice'),
  Requesting: () => busy('Delete Invoice', 'Submit request'),
  DeletionFailed: async () => {
    expect(within(await dialog('Delete Invoice')).getByRole('alert')).toHaveTextContent(DELETION_REQUEST_FAILED);
  },
  DeletionDone: () => done('Delete Invoice', 'waits for an admin'),
};

const listExpectations: Record<keyof typeof list, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading invoices', {}, slow)).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  Empty: async () => {
    expect(await screen.findByText('No invoices match', {}, slow)).toBeInTheDocument();
  },
  Filled: async () => {
    const table = await screen.findByRole('table', { name: 'Invoices' }, slow);
    expect(await within(table).findByRole('row', { name: /^DN-2026-0140/ })).toHaveTextContent('PAID - Partial Remittance');
    expect(within(table).getByRole('row', { name: /^DN-2026-0138/ })).toHaveTextContent('DELETED');
    expect(screen.getByRole('button', { name: 'Actions for DN-2026-0139' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New invoice' })).toBeInTheDocument();
  },
  ReadOnly: async () => {
    expect(await screen.findByRole('link', { name: 'DN-2026-0142' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New invoice' })).not.toBeInTheDocument();
  },
};

const createExpectations: Record<keyof typeof create, () => Promise<void>> = {
  Ready: async () => {
    expect(await screen.findByRole('radio', { name: /Private Motor Comprehensive/ }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create invoice' })).toBeEnabled();
  },
  LoadingShares: async () => {
    const brokers = await screen.findByRole('group', { name: 'Co-brokers' }, slow);
    expect(within(brokers).getByRole('button', { name: 'Add co-broker' })).toBeEnabled();
  },
  SharesFailed: async () => {
    expect(
      await screen.findByText('The co-brokers and insurers could not be loaded: Network error, please try again', {}, slow),
    ).toBeInTheDocument();
  },
  Forbidden: async () => {
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
  },
};

const paymentsExpectations: Record<keyof typeof payments, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading payments', {}, slow)).toBeInTheDocument();
  },
  NotFound: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Invoice not found');
  },
  NoPaymentYet: async () => {
    expect(await screen.findByText('No payment received yet', {}, slow)).toBeInTheDocument();
  },
  TwoPayments: async () => {
    const table = await screen.findByRole('table', { name: 'Payments' }, slow);
    expect(await within(table).findByRole('row', { name: /PAY-000311/ })).toHaveTextContent('₦750,000.00');
    expect(screen.getByRole('link', { name: 'Back to invoice DN-2026-0142' })).toBeInTheDocument();
  },
};

function cases<T extends Record<string, ComponentType>>(stories: T, expectations: Record<keyof T, () => Promise<void>>) {
  return (Object.keys(expectations) as (keyof T & string)[]).map((name) => [name, stories[name]!, expectations[name]] as const);
}

describe('invoice stories', { timeout: 20_000 }, () => {
  it.each(cases(lifecycle, lifecycleExpectations))('lifecycle %s shows its state', async (_name, Story, expectation) => {
    render(<Story />);
    await expectation();
  });
  it.each(cases(list, listExpectations))('list %s', async (_name, Story, expectation) => {
    render(<Story />);
    await expectation();
  });
  it.each(cases(create, createExpectations))('new invoice %s', async (_name, Story, expectation) => {
    render(<Story />);
    await expectation();
  });
  it.each(cases(payments, paymentsExpectations))('payments %s', async (_name, Story, expectation) => {
    render(<Story />);
    await expectation();
  });
});
