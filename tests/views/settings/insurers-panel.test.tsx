import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHOOSE_INSURER, type UserInsurer } from '../../../domain/insurers';
import { ApiFailure } from '../../../src/api/errors';
import { InsurersPanel } from '../../../src/features/settings/insurers-panel';
import { AIICO, insurer, listAnswer, match, NEM, renderPanel } from './my-profile-support';
import type { RequestOptions } from '../../../src/api/client';

const LEADWAY = insurer(14, 'LEADWAY', 'Leadway Assurance Company Limited', 'Composite');

/** The user's insurers as the server keeps them, changed by the calls the panel makes. */
function insurerServer(initial: UserInsurer[]) {
  let mine = [...initial];
  return {
    '/user/insurance_provider': ({ method, body }: RequestOptions<unknown>) => {
      const { providerId } = (body ?? {}) as { providerId: number };
      if (method === 'POST') {
        const added = [LEADWAY, AIICO, NEM].find((candidate) => candidate.provider_id === providerId)!;
        mine = [...mine, added];
        return { success: true, message: `${added.name} added to your insurers`, data: [added] };
      }
      if (method === 'DELETE') {
        mine = mine.filter((candidate) => candidate.provider_id !== providerId);
        return { success: true, message: 'The insurer has been removed from your insurers', data: { provider_id: providerId } };
      }
      return listAnswer(mine);
    },
    '/user/insurance_provider/search': () =>
      listAnswer([
        match(14, 'LEADWAY', 'Leadway Assurance Company Limited', 'Composite'),
        match(20, 'NEM', 'NEM Insurance Plc', 'Non-Life', true),
      ]),
    '/user/insurance_provider/relationship_manager': ({ body }: RequestOptions<unknown>) => {
      const { providerId, relationshipManagerEmail } = body as { providerId: number; relationshipManagerEmail: string };
      const changed = {
        ...mine.find((candidate) => candidate.provider_id === providerId)!,
        relationship_manager_email: relationshipManagerEmail.toLowerCase(),
      };
      return { success: true, message: `Relationship manager at ${changed.name} saved`, data: changed };
    },
  };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('my insurers panel', () => {
  it('lists the user’s insurers with their relationship manager’s email', async () => {
    const { api } = renderPanel(<InsurersPanel />, insurerServer([AIICO, NEM]));
    const list = await screen.findByRole('list', { name: 'My insurers' });
    expect(names(list)).toEqual(['AIICO Insurance Plc', 'NEM Insurance Plc']);
    const nem = within(list).getByRole('listitem', { name: 'NEM Insurance Plc' });
    expect(within(nem).getByRole('textbox', { name: 'Relationship manager email' })).toHaveValue('tayo@nem.example');
    expect(within(nem).getByText('Non-Life')).toBeInTheDocument();
    expect(api.callsTo('/user/insurance_provider')[0]!.query).toEqual({ limit: 100 });
  });

  it('says when there are none yet', async () => {
    renderPanel(<InsurersPanel />, insurerServer([]));
    expect(await screen.findByText('No insurers yet')).toBeInTheDocument();
  });

  it('finds insurers with trimmed words, leaves an empty search out, and adds one', async () => {
    const { api, user } = renderPanel(<InsurersPanel />, insurerServer([NEM]));
    const search = await screen.findByRole('search', { name: 'Find an insurer' });
    await user.type(within(search).getByRole('textbox', { name: 'Insurer name' }), '  leadway & co ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    const found = await screen.findByRole('list', { name: 'Insurers found' });
    expect(api.callsTo('/user/insurance_provider/search')[0]!.query).toEqual({ searchQuery: 'leadway & co', limit: 100 });
    expect(within(found).getByText('In your insurers')).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Add Leadway Assurance Company Limited' }));

    expect(await screen.findByText('Leadway Assurance Company Limited added to your insurers')).toBeInTheDocument();
    expect(
      api
        .callsTo('/user/insurance_provider')
        .filter((call) => call.method === 'POST')
        .map((call) => call.body),
    ).toEqual([{ providerId: 14 }]);
    expect(names(screen.getByRole('list', { name: 'My insurers' }))).toEqual(['Leadway Assurance Company Limited', 'NEM Insurance Plc']);
    expect(within(found).queryByRole('button', { name: 'Add Leadway Assurance Company Limited' })).not.toBeInTheDocument();

    await user.clear(within(search).getByRole('textbox', { name: 'Insurer name' }));
    await user.type(within(search).getByRole('textbox', { name: 'Insurer name' }), '   ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(api.callsTo('/user/insurance_provider/search')[1]!.query).toEqual({ searchQuery: undefined, limit: 100 });
  });

  it('shows why an insurer could not be added', async () => {
    const server = insurerServer([]);
    const { user } = renderPanel(<InsurersPanel />, {
      ...server,
      '/user/insurance_provider': (options: RequestOptions<unknown>) => {
        if (options.method === 'POST')
          throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { providerId: CHOOSE_INSURER });
        return server['/user/insurance_provider'](options);
      },
    });
    await user.click(within(await screen.findByRole('search', { name: 'Find an insurer' })).getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add Leadway Assurance Company Limited' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByText('No insurers yet')).toBeInTheDocument();
  });

  it('saves a relationship manager’s email in place, after checking it', async () => {
    const { api, user } = renderPanel(<InsurersPanel />, insurerServer([AIICO]));
    const aiico = await screen.findByRole('form', { name: 'Relationship manager at AIICO Insurance Plc' });
    const email = within(aiico).getByRole('textbox', { name: 'Relationship manager email' });
    await user.type(email, 'funmi at aiico');
    await user.click(within(aiico).getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(api.callsTo('/user/insurance_provider/relationship_manager')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Funmi.Ade@aiico.example');
    await user.click(within(aiico).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Relationship manager at AIICO Insurance Plc saved')).toBeInTheDocument();
    expect(api.callsTo('/user/insurance_provider/relationship_manager').map((call) => [call.method, call.body])).toEqual([
      ['PUT', { providerId: 1, relationshipManagerEmail: 'Funmi.Ade@aiico.example' }],
    ]);
    expect(within(aiico).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('removes an insurer only once the removal is confirmed', async () => {
    const { api, user } = renderPanel(<InsurersPanel />, insurerServer([AIICO, NEM]));
    await user.click(await screen.findByRole('button', { name: 'Remove NEM Insurance Plc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove insurer' });
    expect(dialog).toHaveTextContent('Remove NEM Insurance Plc from your insurers?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/user/insurance_provider').filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove NEM Insurance Plc' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove insurer' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('NEM Insurance Plc is no longer in your insurers')).toBeInTheDocument();
    expect(
      api
        .callsTo('/user/insurance_provider')
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.body),
    ).toEqual([{ providerId: 20 }]);
    expect(names(screen.getByRole('list', { name: 'My insurers' }))).toEqual(['AIICO Insurance Plc']);
  });
});
