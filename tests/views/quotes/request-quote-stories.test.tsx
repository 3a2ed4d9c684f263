import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHOOSE_LINE_OF_BUSINESS } from '../../../domain/reference';
import * as stories from '../../../stories/quotes/request-quote-page.stories';
import { slow } from './quote-support';
import type { ComponentType } from 'react';

const story = composeStories(stories);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Request a quote' }, slow);
const lines = () => screen.getByRole('combobox', { name: 'Line of business' });

/** What a person sees in each story, after its play; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof story, () => Promise<unknown>> = {
  Empty: async () => {
    await heading();
    expect(screen.getByRole('radio', { name: 'A client of the book' })).toBeChecked();
    expect(await screen.findByRole('option', { name: 'General Business' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeEnabled();
  },
  LinesLoading: async () => {
    await heading();
    expect(lines()).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Loading lines of business…' })).toBeInTheDocument();
  },
  LinesFailed: async () => {
    await heading();
    expect(await screen.findByRole('alert')).toHaveTextContent('The lines of business could not be loaded: Network error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  WithoutPermission: async () => {
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/You need the 'Create Quote' permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit request' })).not.toBeInTheDocument();
  },
  Submitting: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit request' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('textbox', { name: "Prospect's name" })).toBeDisabled();
  },
  Refused: async () => {
    await waitFor(() => expect(lines()).toHaveAccessibleDescription(CHOOSE_LINE_OF_BUSINESS));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByRole('textbox', { name: "Prospect's name" })).toHaveValue('Swift Logistics Ltd');
    expect(screen.getByRole('textbox', { name: 'What is to be insured' })).toHaveValue('Four Toyota Hiace delivery vans');
  },
};

describe('the request-a-quote stories', { timeout: 20_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof story)[]).map(
      (name) => [name, story[name] as ComponentType & (typeof story)[typeof name]] as const,
    ),
  )('%s', async (_name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    await expectations[_name]();
  });
});
