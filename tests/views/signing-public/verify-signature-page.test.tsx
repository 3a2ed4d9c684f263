import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as verifyStories from '../../../stories/signing/verify-signature-page.stories';
import { NOT_VERIFIED, VERIFIED } from '../../support/signing-page-fixtures';
import { renderApp } from '../support/render-app';
import type { ComponentType } from 'react';

const VERIFY = '/signatures/verify';
const slow = { timeout: 5000 };
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the signature verification page (/verify-signature)', () => {
  it('answers that the signed copy is the document signed, and that another file is not', async () => {
    const answers = [VERIFIED, NOT_VERIFIED];
    const { api, user } = renderApp({
      path: '/verify-signature',
      handlers: { [VERIFY]: () => ({ success: true, data: answers.shift() }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a signed document' })).toBeInTheDocument();
    const input = screen.getByLabelText('Signed PDF');
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();

    const signed = pdf('proposal form (signed).pdf');
    await user.upload(input, signed);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `This is the document “${VERIFIED.document_title}” signed by Adaeze Okafor on 29 November 2026 at 11:15 (Lagos time) for Demo Insurance Brokers Ltd.`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`SHA-256 ${VERIFIED.sha256}`);
    const sent = api.callsTo(VERIFY)[0]!.body as FormData;
    expect(sent.get('file')).toBe(signed);

    await user.upload(input, pdf('edited.pdf'));
    // A new file clears the last answer until it is checked.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This file is not a document signed here, or it was changed after signing.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`SHA-256 ${NOT_VERIFIED.sha256}`);
  });
});

const stories = composeStories(verifyStories);

/** What a person sees in each story, after its play; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  Empty: async () => expect(await screen.findByRole('button', { name: 'Check the file' }, slow)).toBeDisabled(),
  Checking: async () => expect(await screen.findByRole('button', { name: 'Check the file' }, slow)).toHaveAttribute('aria-busy', 'true'),
  Verified: async () => expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(/^This is the document/),
  NotVerified: async () =>
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(/^This file is not a document signed here/),
  Refused: async () => expect(await screen.findByLabelText('Signed PDF', {}, slow)).toHaveAccessibleDescription('Choose a PDF file'),
  NetworkDown: async () => expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again'),
};

describe('the verification page stories', { timeout: 20_000 }, () => {
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
