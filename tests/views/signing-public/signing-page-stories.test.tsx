import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as signingStories from '../../../stories/machines/signing-page.stories';
import { LINK_REFUSALS, OPENED_PAGE, SIGNED_SHA256 } from '../../support/signing-page-fixtures';
import type { ComponentType } from 'react';

const slow = { timeout: 5000 };
const stories = composeStories(signingStories);
const refusal = (heading: string, kind: keyof typeof LINK_REFUSALS) => async () => {
  expect(await screen.findByRole('heading', { name: heading }, slow)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(LINK_REFUSALS[kind].message);
};

/** What a person sees in each state story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  Loading: async () => expect(await screen.findByText('Opening the document to sign', {}, slow)).toBeInTheDocument(),
  Failed: async () => expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument(),
  Ready: async () => {
    expect(await screen.findByRole('img', { name: 'Signature pad: draw your signature here' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Draw' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
  },
  ReadyTyped: async () => {
    expect(await screen.findByRole('textbox', { name: 'Type your full name' }, slow)).toHaveValue('Adaeze Okafor');
    expect(screen.getByRole('checkbox', { name: `I have read “${OPENED_PAGE.document_title}” and sign it electronically` })).toBeChecked();
  },
  ReadyIncomplete: async () => {
    expect(await screen.findByRole('img', { name: 'Signature pad: draw your signature here' }, slow)).toHaveAccessibleDescription(
      'Draw your signature in the box',
    );
    expect(screen.getByRole('checkbox', { name: /^I have read/ })).toHaveAccessibleDescription(
      'Tick the box to agree to sign electronically',
    );
  },
  ReadyNetworkDown: async () => expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again'),
  Signing: async () => expect(await screen.findByRole('button', { name: 'Sign' }, slow)).toHaveAttribute('aria-busy', 'true'),
  Signed: async () => {
    expect(await screen.findByRole('link', { name: 'Download the signed PDF' }, slow)).toBeInTheDocument();
    expect(screen.getByText(SIGNED_SHA256)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'signature verification page' })).toHaveAttribute('href', '/verify-signature');
  },
  RefusedExpired: refusal('This signing link has expired', 'expired'),
  RefusedUsed: refusal('This document has already been signed', 'used'),
  RefusedCancelled: refusal('This signing request was cancelled', 'cancelled'),
  RefusedUnknown: refusal('This signing link is not valid', 'unknown'),
};

describe('the signing page stories', { timeout: 20_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof stories)[]).map(
      (name) => [name, stories[name] as ComponentType & (typeof stories)[typeof name]] as const,
    ),
  )('%s', async (name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign a document' }, slow)).toBeInTheDocument();
    await expectations[name]();
  });
});
