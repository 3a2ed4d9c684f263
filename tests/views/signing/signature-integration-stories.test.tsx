import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as signingStories from '../../../stories/signing/signature-integration.stories';
import type { ComponentType } from 'react';

beforeAll(async () => {
  await import('../../../src/features/signing/signature-integration-page');
});

const slow = { timeout: 5000 };
const stories = composeStories(signingStories);
const requests = () => screen.findByRole('table', { name: 'Signing requests' }, slow);
const rowOf = async (document: RegExp) => within(await requests()).getByRole('row', { name: document });

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading signing settings', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Loading signing requests')).toBeInTheDocument();
  },
  Failed: async () => waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2), slow),
  Empty: async () => {
    expect(await screen.findByText('No document has been sent for signature yet', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Link lifetime/ })).toHaveValue('168');
  },
  Filled: async () => {
    expect(await screen.findByRole('combobox', { name: /^Who may send/ }, slow)).toHaveValue('Send Documents');
    const waiting = await rowOf(/Proposal form motor proposal/);
    expect(within(waiting).getByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(within(waiting).getByRole('button', { name: 'Cancel' })).toBeInTheDocument(), slow);
    expect(within(waiting).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    const signed = await rowOf(/Acceptance of quotation/);
    expect(within(signed).getByText('Signed')).toBeInTheDocument();
    expect(within(signed).getByRole('button', { name: /Download signed PDF/ })).toBeInTheDocument();
    expect(within(signed).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const expired = await rowOf(/Discharge voucher of claim/);
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Resend' })).toBeNull();
  },
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the signature integration stories', { timeout: 20_000 }, () => {
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
