import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BVN_TAKEN, POLITICAL_POSITION_REQUIRED, SHAREHOLDING_OVER_100 } from '../../../domain/clients';
import { ApiFailure } from '../../../src/api/errors';
import { EXPIRED_ID_WARNING } from '../../../src/features/clients/identity-fields';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, corporate, individual, LAGOS, ownGrants, placeHandlers, STAFF } from './fixtures';

beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/clients/client-setup-page'),
    import('../../../src/features/clients/individual-client-page'),
    import('../../../src/features/clients/corporate-client-page'),
  ]);
});

function openWizard(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({ path: '/client-setup', token, handlers: { ...placeHandlers(), ...handlers } });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const currentStep = () => screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')?.textContent;

describe('the client setup wizard', () => {
  it('sets up an individual client step by step, checking each step, and opens the new client', async () => {
    let posts = 0;
    const { api, user, location } = openWizard({
      '/client': ({ body }) => {
        posts += 1;
        if (posts === 1) throw new ApiFailure(BVN_TAKEN, 409, 'CONFLICT', { bvn: BVN_TAKEN });
        return {
          success: true,
          message: 'Client created',
          data: individual({ client_id: 'ic-9', firstname: String((body as { firstName: string }).firstName) }),
        };
      },
      '/client/ic-9': () => ({ success: true, data: individual({ client_id: 'ic-9', firstname: 'Chioma' }) }),
    });
    await user.click(await screen.findByRole('radio', { name: /Individual client/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentStep()).toMatch(/Personal details/);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('First name')).toHaveAccessibleDescription('This field is required');
    expect(currentStep()).toMatch(/Personal details/);
    await user.type(field('First name'), 'Chioma');
    await user.type(field('Last name'), 'Nwosu');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(currentStep()).toMatch(/Contact and address/);
    await user.type(field('Phone number'), '0803 555 0101');
    await user.type(field('Address'), '3 Allen Avenue');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Lagos');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Local government area' }), 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(currentStep()).toMatch(/Identification and KYC/);
    // "None given" is a choice from the start, not only once a document has been picked.
    const identification = screen.getByRole('combobox', { name: 'Means of identification' });
    expect(identification).toHaveDisplayValue('None given');
    expect(
      within(identification)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None given', 'National ID card', 'NIN slip', 'International passport', "Driver's licence", "Voter's card"]);
    await user.selectOptions(identification, 'International passport');
    await user.type(field('Identification number'), 'A12345678');
    fireEvent.change(screen.getByLabelText('Identification expiry date'), { target: { value: '2020-01-31' } });
    expect(screen.getByText(EXPIRED_ID_WARNING)).toBeInTheDocument();
    await user.type(field('BVN'), '22233344455');
    await user.click(screen.getByRole('checkbox', { name: 'Politically exposed person' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Political position')).toHaveAccessibleDescription(POLITICAL_POSITION_REQUIRED);
    await user.type(field('Political position'), 'Local government chairman');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(currentStep()).toMatch(/Review/);
    const contact = screen.getByRole('region', { name: 'Contact and address' });
    expect(within(contact).getByText('Lagos')).toBeInTheDocument();
    expect(within(contact).getByText('Ikeja')).toBeInTheDocument();
    expect(screen.getByText('Yes — Local government chairman')).toBeInTheDocument();
    expect(api.callsTo('/client')).toEqual([]);

    // The server knows the BVN: the wizard goes back to the step with the field and shows why.
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(currentStep()).toMatch(/Identification and KYC/));
    expect(field('BVN')).toHaveAccessibleDescription(/Bank Verification Number.*Another client of your brokerage already has this BVN/);
    await user.clear(field('BVN'));
    await user.type(field('BVN'), '22233344466');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Save client' }));

    await waitFor(() => expect(location()).toBe('/clients/individual/ic-9'));
    expect(api.callsTo('/client').at(-1)?.body).toEqual({
      firstName: 'Chioma',
      lastName: 'Nwosu',
      title: null,
      middleName: null,
      gender: null,
      dateOfBirth: null,
      occupation: null,
      employer: null,
      email: null,
      phone: '+2348035550101',
      alternatePhone: null,
      address: '3 Allen Avenue',
      city: null,
      stateId: LAGOS,
      lgaId: 480,
      identificationType: 'International passport',
      identificationNumber: 'A12345678',
      identificationExpiry: '2020-01-31',
      bvn: '22233344466',
      nin: null,
      politicallyExposed: true,
      politicalPosition: 'Local government chairman',
    });
    expect(await screen.findByRole('heading', { name: 'Mrs Chioma Okonkwo', level: 1 })).toBeInTheDocument();
  });

  it('sets up a company with two directors saved in the same call', async () => {
    const { api, user, location } = openWizard({
      '/client/corporate': () => ({ success: true, message: 'Corporate client created', data: corporate({ corporate_client_id: 'cc-9' }) }),
      '/client/corporate/cc-9': () => ({ success: true, data: corporate({ corporate_client_id: 'cc-9' }) }),
    });
    await user.click(await screen.findByRole('radio', { name: /Corporate client/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(field('Company name'), 'Eko Logistics Limited');
    await user.type(field(/^RC number/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(field('Operating business address'), '4 Wharf Road');
    await user.type(field('City of operation'), 'Apapa');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State of operation' }), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(currentStep()).toMatch(/Directors/);
    expect(screen.getByText('No directors yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    const first = screen.getByRole('region', { name: 'Director 1' });
    const second = screen.getByRole('region', { name: 'Director 2' });
    await user.type(within(first).getByRole('textbox', { name: 'First name' }), 'Musa');
    await user.type(within(first).getByRole('textbox', { name: 'Last name' }), 'Bello');
    await user.type(within(first).getByRole('textbox', { name: 'Shareholding (%)' }), '50');
    await user.type(within(second).getByRole('textbox', { name: 'First name' }), 'Amina');
    await user.type(within(second).getByRole('textbox', { name: 'Last name' }), 'Yusuf');
    await user.type(within(second).getByRole('textbox', { name: 'Shareholding (%)' }), '60');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SHAREHOLDING_OVER_100);
    await user.clear(within(second).getByRole('textbox', { name: 'Shareholding (%)' }));
    await user.type(within(second).getByRole('textbox', { name: 'Shareholding (%)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('region', { name: 'Director 2' })).toHaveTextContent('Amina Yusuf');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(location()).toBe('/clients/corporate/cc-9'));
    const body = api.callsTo('/client/corporate')[0]?.body as {
      rcNumber: string;
      stateId: number;
      directors: { firstName: string; shareholding: string; nationality: string }[];
    };
    expect(body).toMatchObject({ corporateName: 'Eko Logistics Limited', rcNumber: 'RC 1234567', stateId: LAGOS });
    expect(body.directors).toEqual([
      expect.objectContaining({
        firstName: 'Musa',
        lastName: 'Bello',
        shareholding: '50.00',
        nationality: 'Nigerian',
        politicallyExposed: false,
      }),
      expect.objectContaining({ firstName: 'Amina', lastName: 'Yusuf', shareholding: '50.00' }),
    ]);
  });

  it('keeps the wizard from a user without Create Client', async () => {
    openWizard({ '/user/permission/user-1': ownGrants('View Clients') }, STAFF);
    expect(await screen.findByText('You cannot use this page')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Individual client/ })).not.toBeInTheDocument();
  });
});
