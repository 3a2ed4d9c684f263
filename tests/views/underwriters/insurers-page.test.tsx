import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSURER_NAME_TAKEN } from '../../../domain/underwriters';
import { ApiFailure } from '../../../src/api/errors';
import { AIICO, insurersAnswer, LEADWAY, OKOYE } from '../../../stories/underwriters/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';

const slow = { timeout: 5000 };

function openList(held: PermissionName[], handlers: Record<string, Handler> = {}) {
  return renderApp({
    path: '/underwriters',
    token: STAFF_TOKEN,
    handlers: {
      [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held),
      '/insurance-providers/active': ({ query }) =>
        insurersAnswer(query?.page === 2 ? [LEADWAY] : [AIICO, OKOYE], Number(query?.page ?? 1), 2),
      ...handlers,
    },
  });
}

describe('the insurers list (/underwriters)', () => {
  it('shows active insurers page by page, each leading to its underwriters, without changes for a reader', async () => {
    const { api, user } = openList(['View Products']);
    const table = await screen.findByRole('table', { name: 'Insurers', busy: false }, slow);
    expect(await within(table).findByRole('link', { name: 'AIICO Insurance Plc' })).toHaveAttribute('href', '/underwriter/1');
    expect(within(table).getByRole('row', { name: /Okoye Mutual/ })).toHaveTextContent('Added by your brokerage');
    expect(api.callsTo('/insurance-providers/active')[0]!.query).toEqual({ status: 1, page: 1, limit: 20 });
    await waitFor(() => expect(api.callsTo(`/user/permission/${STAFF_ID}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Add insurer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('link', { name: 'Leadway Assurance Company Limited' })).toBeInTheDocument();
    expect(api.callsTo('/insurance-providers/active').at(-1)!.query).toMatchObject({ page: 2 });
  });

  it('searches by the words typed and filters by licence class, from the first page again', async () => {
    const { api, user } = openList(['View Products']);
    await screen.findByRole('table', { name: 'Insurers', busy: false }, slow);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search insurers' }), '  leadway ');
    await waitFor(() => expect(api.callsTo('/insurance-providers/active').at(-1)!.query).toMatchObject({ search: 'leadway', page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Licence class' }), 'Non-Life');
    await waitFor(() =>
      expect(api.callsTo('/insurance-providers/active').at(-1)!.query).toMatchObject({
        search: 'leadway',
        licenceClass: 'Non-Life',
        page: 1,
      }),
    );
  });

  it('says so when nothing matches', async () => {
    const { user } = openList(['View Products'], {
      '/insurance-providers/active': ({ query }) => insurersAnswer(query?.search ? [] : [AIICO]),
    });
    await screen.findByRole('table', { name: 'Insurers', busy: false }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search insurers' }), 'nothing like it');
    expect(await screen.findByText('No insurer matches your search')).toBeInTheDocument();
  });

  it('adds an insurer missing from the list, checking the fields first and showing the server’s refusal', async () => {
    let taken = true;
    const { api, user, location } = openList(['Manage Underwriters'], {
      '/insurance-providers': () => {
        if (taken) throw new ApiFailure(INSURER_NAME_TAKEN, 409, 'CONFLICT');
        return { success: true, message: 'added', data: { ...OKOYE, provider_id: 77 } };
      },
      '/insurance-providers/77': () => ({ success: true, data: { ...OKOYE, provider_id: 77 } }),
      '/providers/77/underwriters': () => ({ success: true, data: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add insurer' }, slow));
    const form = screen.getByRole('form', { name: 'Add insurer' });
    await user.click(within(form).getByRole('button', { name: 'Add insurer' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Choose the licence class: Life, Non-Life or Composite')).toBeInTheDocument();
    expect(api.callsTo('/insurance-providers')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Okoye Mutual Assurance Ltd');
    await user.type(within(form).getByRole('textbox', { name: /^Short name/ }), 'Okoye Mutual');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Licence class/ }), 'Non-Life');
    await user.type(within(form).getByRole('textbox', { name: 'Website' }), 'okoyemutual.ng');
    await user.click(within(form).getByRole('button', { name: 'Add insurer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(INSURER_NAME_TAKEN);

    taken = false;
    await user.click(within(form).getByRole('button', { name: 'Add insurer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Okoye Mutual Assurance Ltd' }, slow)).toBeInTheDocument();
    expect(location()).toBe('/underwriter/77');
    expect(api.callsTo('/insurance-providers').at(-1)).toMatchObject({
      method: 'POST',
      body: {
        name: 'Okoye Mutual Assurance Ltd',
        shortName: 'Okoye Mutual',
        licenceClass: 'Non-Life',
        email: null,
        phone: null,
        address: null,
        website: 'https://okoyemutual.ng',
      },
    });
  });
});
