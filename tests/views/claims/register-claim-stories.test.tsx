import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOSS_OUTSIDE_COVER, POLICE_REPORT_NEEDED } from '../../../domain/claims';
import { FIELD_REQUIRED } from '../../../domain/common-messages';
import * as registerStories from '../../../stories/claims/register-claim.stories';
import { slow } from './register-claim-support';
import type { ComponentType } from 'react';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/claims/register/register-claim-page');
});

const stories = composeStories(registerStories);
const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  ChoosingAPolicy: async () => {
    expect(await screen.findByRole('radio', { name: /^POL\/2025\/000088 · Adaeze Nwosu/ }, slow)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^POL\/2026\/000031/ })).toBeInTheDocument();
  },
  Form: async () => {
    expect(await screen.findByLabelText('Policy claimed on', {}, slow)).toHaveTextContent('POL/2026/000031');
    expect(screen.getByRole('combobox', { name: /^Insured item/ })).toHaveTextContent('Toyota Hiace delivery van');
  },
  FieldErrors: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields'), slow);
    expect(field(/^Place of loss/)).toHaveAccessibleDescription(FIELD_REQUIRED);
  },
  TheftWithoutPoliceReport: async () =>
    waitFor(() => expect(field(/^Police report number/)).toHaveAccessibleDescription(new RegExp(POLICE_REPORT_NEEDED)), slow),
  Saving: async () =>
    waitFor(() => expect(screen.getByRole('button', { name: 'Register claim' })).toHaveAttribute('aria-busy', 'true'), slow),
  ServerFieldErrors: async () => {
    await waitFor(
      () => expect(field(/^Place of loss/)).toHaveAccessibleDescription('Say where the loss happened, not only the state'),
      slow,
    );
    expect(field(/^Place of loss/)).toHaveValue('Oshodi, Lagos');
  },
  ServerRefusal: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOSS_OUTSIDE_COVER), slow);
    expect(screen.getByLabelText(/^Date of loss/)).toHaveAccessibleDescription(new RegExp(LOSS_OUTSIDE_COVER));
  },
  NotOnCover: async () => expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/this one is proposal/),
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the register claim stories', { timeout: 30_000 }, () => {
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
