import { userEvent, within } from 'storybook/test';
import { openEndorsementRefusal } from '../../domain/policies';
import { policiesAnswer } from '../policies/form-fixtures';
import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { ENDORSABLE_ID, ENDORSE_PATH, EXPIRED_POLICY, policyAnswer, REGISTER_ANSWERS, REGISTER_PATH } from './register-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** /policy/endorsement/register over a stub API, signed in as an admin (who may manage endorsements). */
const meta = {
  title: 'Screens/Endorsements/Register endorsement',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: REGISTER_PATH, answers: REGISTER_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const FROM_POLICY = `${REGISTER_PATH}?policyId=${ENDORSABLE_ID}`;
const policyPath = `/policies/${ENDORSABLE_ID}`;

/** Cancel the policy chosen, saying why; `send` presses Register endorsement too. */
const cancelling =
  (send: boolean) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.selectOptions(await canvas.findByRole('combobox', { name: /Kind of change/ }, { timeout: 5000 }), 'cancellation');
    await user.type(canvas.getByRole('textbox', { name: 'Description' }), 'The van was sold');
    if (send) await user.click(canvas.getByRole('button', { name: 'Register endorsement' }));
  };

/** No policy chosen yet: the newest policies on cover to choose from, or words to find one. */
export const ChoosingAPolicy: Story = {};

/** No policy is on cover: nothing to endorse. */
export const Empty: Story = { args: { answers: { ...REGISTER_ANSWERS, '/policies': policiesAnswer([]) } } };

/** From the policy page: the policy named in the address on its way. */
export const Loading: Story = { args: { path: FROM_POLICY, answers: { ...REGISTER_ANSWERS, [policyPath]: PENDING } } };

/** The policy named in the address could not be read: Try again. */
export const LoadFailed: Story = {
  args: {
    path: FROM_POLICY,
    answers: { ...REGISTER_ANSWERS, [policyPath]: failure('Network error, please try again', undefined, 'NETWORK_ERROR') },
  },
};

/** From the policy page: the policy chosen, its items and covers ready for an addition or a deletion. */
export const Filled: Story = { args: { path: FROM_POLICY } };

/** A cancellation from today: the premium of the days left comes back, with the commission and VAT reversed. */
export const CancellationPreview: Story = { args: { path: FROM_POLICY }, play: cancelling(false) };

/** Sent, waiting for the server: the form is locked, the button busy. */
export const Saving: Story = {
  args: { path: FROM_POLICY, answers: { ...REGISTER_ANSWERS, [ENDORSE_PATH]: PENDING } },
  play: cancelling(true),
};

/** The server refused the effective date and the description: each message under its field, what was typed kept. */
export const ServerFieldErrors: Story = {
  args: {
    path: FROM_POLICY,
    answers: {
      ...REGISTER_ANSWERS,
      [ENDORSE_PATH]: failure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
        effectiveDate: 'A claim on this policy is open from 2026-11-01: the cancellation must take effect after it is settled',
        description: 'Say who asked for the cancellation',
      }),
    },
  },
  play: cancelling(true),
};

/** Another endorsement of the policy is still open: the server's 409 above the form. */
export const OpenEndorsement: Story = {
  args: {
    path: FROM_POLICY,
    answers: { ...REGISTER_ANSWERS, [ENDORSE_PATH]: failure(openEndorsementRefusal('END/2026/000011'), 409, 'CONFLICT') },
  },
  play: cancelling(true),
};

/** The policy named in the address is no longer on cover: why it takes no endorsement. */
export const NotActive: Story = {
  args: { path: FROM_POLICY, answers: { ...REGISTER_ANSWERS, [policyPath]: policyAnswer(EXPIRED_POLICY) } },
};

/** An agent without 'Manage Endorsements' is told so. */
export const NotAllowed: Story = { args: { role: 'agent' } };
