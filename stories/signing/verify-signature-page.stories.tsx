import { userEvent, within } from 'storybook/test';
import { NOT_VERIFIED, VERIFIED } from '../../tests/support/signing-page-fixtures';
import { failure, PENDING, ScreenStory } from '../support/screen-story';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PATH = '/verify-signature';
const VERIFY = '/signatures/verify';

/** Chooses a PDF and asks (the story's play), as a person holding a signed copy would. */
const checkFile = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const user = userEvent.setup();
  const file = new File(['%PDF-1.4 signed copy'], 'proposal form (signed).pdf', { type: 'application/pdf' });
  await user.upload(await canvas.findByLabelText('Signed PDF', {}, { timeout: 5000 }), file);
  await user.click(canvas.getByRole('button', { name: 'Check the file' }));
};

/**
 * /verify-signature, the public page that tells whether a PDF is, byte for byte, a document signed
 * here: nothing chosen yet, checking, the signed copy, another file, and a file the server refused.
 */
const meta = {
  title: 'Screens/Signing/Verify a signed document',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: PATH, answers: { [VERIFY]: { success: true, data: VERIFIED } } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Checking: Story = { args: { answers: { [VERIFY]: PENDING } }, play: checkFile };

export const Verified: Story = { play: checkFile };

export const NotVerified: Story = { args: { answers: { [VERIFY]: { success: true, data: NOT_VERIFIED } } }, play: checkFile };

/** Not a PDF: the server's 415 names the field. */
export const Refused: Story = {
  args: { answers: { [VERIFY]: failure('This file is not a PDF file', 415, 'UNSUPPORTED_MEDIA_TYPE', { file: 'Choose a PDF file' }) } },
  play: checkFile,
};

export const NetworkDown: Story = {
  args: { answers: { [VERIFY]: failure('Network error, please try again', undefined, 'NETWORK_ERROR') } },
  play: checkFile,
};
