import { userEvent, within } from 'storybook/test';
import { LOSS_OUTSIDE_COVER } from '../../domain/claims';
import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { CLAIMABLE_ID, CLAIMS_POST_PATH, PROPOSAL_ID, REGISTER_ANSWERS, REGISTER_PATH } from './register-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** /claims/create over a stub API, signed in as an admin (who may register claims). */
const meta = {
  title: 'Screens/Claims/Register claim',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: REGISTER_PATH, answers: REGISTER_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const FROM_POLICY = `${REGISTER_PATH}?policyId=${CLAIMABLE_ID}`;
const WAIT = { timeout: 5000 };

/** The van's load stolen at Oshodi, typed in full; `police` leaves the report number out when false. */
const reporting =
  ({ police = true, send = true } = {}) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.selectOptions(await canvas.findByRole('combobox', { name: /^Insured item/ }, WAIT), 'Toyota Hiace delivery van');
    await user.type(canvas.getByLabelText(/^Date of loss/), '2026-11-02');
    await user.type(canvas.getByRole('textbox', { name: /^Place of loss/ }), 'Oshodi, Lagos');
    await user.selectOptions(canvas.getByRole('combobox', { name: /^Cause/ }), 'Theft');
    await user.type(canvas.getByRole('textbox', { name: /^Estimated loss/ }), '1250000');
    if (police) await user.type(canvas.getByRole('textbox', { name: /^Police report number/ }), 'LAG/OSH/2026/5521');
    await user.type(canvas.getByRole('textbox', { name: /^Description/ }), 'The van was taken at night with its load of frozen fish');
    await user.type(canvas.getByRole('textbox', { name: /^Reported by/ }), 'Tunde Bakare, fleet manager');
    if (send) await user.click(canvas.getByRole('button', { name: 'Register claim' }));
  };

/** No policy chosen yet: the newest policies on cover, expired or renewed, or words to find one. */
export const ChoosingAPolicy: Story = {};

/** From the policy page: the policy chosen, its items to choose the one lost from, reported today. */
export const Form: Story = { args: { path: FROM_POLICY } };

/** Nothing typed and sent: the domain's message under every required field. */
export const FieldErrors: Story = {
  args: { path: FROM_POLICY },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Register claim' }, WAIT));
  },
};

/** A theft without the police report number: the field is marked required and says why. */
export const TheftWithoutPoliceReport: Story = { args: { path: FROM_POLICY }, play: reporting({ police: false }) };

/** Sent, waiting for the server: the form is locked, the button busy. */
export const Saving: Story = {
  args: { path: FROM_POLICY, answers: { ...REGISTER_ANSWERS, [CLAIMS_POST_PATH]: PENDING } },
  play: reporting(),
};

/** The server refused the place and the phone: each message under its field, what was typed kept. */
export const ServerFieldErrors: Story = {
  args: {
    path: FROM_POLICY,
    answers: {
      ...REGISTER_ANSWERS,
      [CLAIMS_POST_PATH]: failure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
        lossPlace: 'Say where the loss happened, not only the state',
        reportedBy: 'Must be at most 200 characters',
      }),
    },
  },
  play: reporting(),
};

/** The server's 409: the loss falls outside the cover as the insurer has it; shown above the form and under the date. */
export const ServerRefusal: Story = {
  args: { path: FROM_POLICY, answers: { ...REGISTER_ANSWERS, [CLAIMS_POST_PATH]: failure(LOSS_OUTSIDE_COVER, 409, 'CONFLICT') } },
  play: reporting(),
};

/** The policy named in the address is a proposal: why it takes no claim. */
export const NotOnCover: Story = { args: { path: `${REGISTER_PATH}?policyId=${PROPOSAL_ID}` } };

/** An agent without 'Register Claim' is told so. */
export const NotAllowed: Story = { args: { role: 'agent' } };
