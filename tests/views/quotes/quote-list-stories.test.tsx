import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as requestStories from '../../../stories/quotes/quote-request-page.stories';
import * as requestListStories from '../../../stories/quotes/quote-requests-page.stories';
import * as listStories from '../../../stories/quotes/quotes-page.stories';
import { slow } from './quote-support';
import type { ComponentType } from 'react';

const list = composeStories(listStories);
const requests = composeStories(requestListStories);
const request = composeStories(requestStories);

const tableOf = (name: string) => screen.findByRole('table', { name }, slow);
const main = () => within(screen.getByRole('main'));
const requestHeading = () => screen.findByRole('heading', { level: 1, name: 'Quote request QR/2026/000007' }, slow);

/** What a person sees in each story; a story added without an entry here does not compile. */
const listExpectations: Record<keyof typeof list, () => Promise<unknown>> = {
  Loading: async () => expect(await within(await tableOf('Quotes')).findByRole('status')).toHaveTextContent('Loading quotes'),
  Failed: async () => expect(await within(await tableOf('Quotes')).findByRole('alert')).toHaveTextContent('Network error'),
  Empty: async () => expect(await within(await tableOf('Quotes')).findByText('No quotes match')).toBeInTheDocument(),
  Filled: async () => {
    expect(await within(await tableOf('Quotes')).findByRole('link', { name: 'QT/2026/000044' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(await main().findByRole('link', { name: 'Create Quote' })).toBeInTheDocument();
  },
  ReadOnly: async () => {
    expect(await within(await tableOf('Quotes')).findByRole('link', { name: 'QT/2026/000042' })).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Create Quote' })).not.toBeInTheDocument();
  },
};

const requestListExpectations: Record<keyof typeof requests, () => Promise<unknown>> = {
  Loading: async () => expect(await within(await tableOf('Quote requests')).findByRole('status')).toBeInTheDocument(),
  Failed: async () => expect(await within(await tableOf('Quote requests')).findByRole('alert')).toHaveTextContent('Network error'),
  Empty: async () => expect(await within(await tableOf('Quote requests')).findByText('No quote requests match')).toBeInTheDocument(),
  Filled: async () => {
    const table = await tableOf('Quote requests');
    expect(await within(table).findByRole('link', { name: 'QR/2026/000007' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'QR/2026/000008' })).toBeInTheDocument();
  },
};

const requestExpectations: Record<keyof typeof request, () => Promise<unknown>> = {
  Loading: async () => expect(await screen.findByText('Loading quote request', {}, slow)).toBeInTheDocument(),
  NotFound: async () => expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This quote request does not exist'),
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  Filled: async () => {
    await requestHeading();
    expect(screen.getByRole('button', { name: 'proposal-form.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QT/2026/000043' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Prepare quote' })).toBeInTheDocument();
  },
  Fresh: async () => {
    await requestHeading();
    expect(screen.getByText('No document came with this request.')).toBeInTheDocument();
    expect(screen.getByText('No quote answers this request yet.')).toBeInTheDocument();
  },
  Closed: async () => {
    await requestHeading();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prepare quote' })).not.toBeInTheDocument();
  },
  ReadOnly: async () => {
    await requestHeading();
    expect(screen.queryByRole('link', { name: 'Prepare quote' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a document')).not.toBeInTheDocument();
  },
};

const cases = <K extends string>(stories: Record<K, ComponentType>, expectations: Record<K, () => Promise<unknown>>) =>
  (Object.keys(expectations) as K[]).map((name) => [name, stories[name], expectations[name]] as const);

describe('the quote list stories', { timeout: 20_000 }, () => {
  it.each(cases(list, listExpectations))('%s', async (_name, Story, expectation) => {
    render(<Story />);
    await expectation();
  });
});

describe('the quote request list stories', { timeout: 20_000 }, () => {
  it.each(cases(requests, requestListExpectations))('%s', async (_name, Story, expectation) => {
    render(<Story />);
    await expectation();
  });
});

describe('the quote request stories', { timeout: 20_000 }, () => {
  it.each(cases(request, requestExpectations))('%s', async (_name, Story, expectation) => {
    render(<Story />);
    await expectation();
  });
});
