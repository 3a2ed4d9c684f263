import { ClientSetupPage } from '../../src/features/clients/client-setup-page';
import { ScreenStory, failure, PENDING } from '../support/screen-story';
import { LAGOS, PLACE_ANSWERS } from './client-story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Clients/Client setup wizard',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/client-setup', answers: PLACE_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPANY = {
  corporateName: 'Eko Logistics Limited',
  rcNumber: 'RC 1234567',
  industry: 'Haulage and logistics',
  operatingBusinessAddress: '4 Wharf Road',
  cityOfOperation: 'Apapa',
  stateId: String(LAGOS),
  _stateIdName: 'Lagos',
  phone: '01 271 0000',
  contactPersonName: 'Tola Adebayo',
};

const director = (firstName: string, lastName: string, shareholding: string, extra: Record<string, string> = {}) => ({
  title: '',
  firstName,
  lastName,
  shareholding,
  nationality: 'Nigerian',
  politicallyExposed: 'false',
  identificationType: "Driver's licence",
  identificationNumber: 'LAG12345AA01',
  bvn: '22100000001',
  ...extra,
});

/** The first step: nothing chosen yet. */
export const Empty: Story = {};

/** The contact step while Nigeria's states are on their way. */
export const Loading: Story = {
  args: {
    answers: { ...PLACE_ANSWERS, '/countries': PENDING },
    children: <ClientSetupPage draft={{ kind: 'individual', step: 1, values: { firstName: 'Chioma', lastName: 'Nwosu' } }} />,
  },
};

/** The contact step when the states could not be loaded. */
export const Failed: Story = {
  args: {
    answers: { ...PLACE_ANSWERS, '/countries': failure('Network error, please try again', undefined, 'NETWORK_ERROR') },
    children: <ClientSetupPage draft={{ kind: 'individual', step: 1, values: { firstName: 'Chioma', lastName: 'Nwosu' } }} />,
  },
};

/** A company with two directors, ready to save. */
export const Filled: Story = {
  args: {
    children: (
      <ClientSetupPage
        draft={{
          kind: 'corporate',
          step: 3,
          values: COMPANY,
          directors: [
            director('Babatunde', 'Adeyemi', '60'),
            director('Amina', 'Yusuf', '40', {
              politicallyExposed: 'true',
              politicalPosition: 'Former Commissioner for Commerce, Kano State',
            }),
          ],
        }}
      />
    ),
  },
};

/** The directors step with the two directors being entered. */
export const Directors: Story = {
  args: {
    children: (
      <ClientSetupPage
        draft={{ kind: 'corporate', step: 2, values: COMPANY, directors: [director('Babatunde', 'Adeyemi', '60'), director('', '', '')] }}
      />
    ),
  },
};
