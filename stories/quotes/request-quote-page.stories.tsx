import { userEvent, within } from 'storybook/test';
import { CHOOSE_LINE_OF_BUSINESS } from '../../domain/reference';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { REQUEST_FORM_ANSWERS } from './request-quote-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Quotes/Request a quote',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/request-quote', answers: REQUEST_FORM_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answers: ScreenAnswers): ScreenAnswers => ({ ...REQUEST_FORM_ANSWERS, ...answers });

/** A prospect's request typed in and sent, as a person would (the story's play). */
async function askForProspect({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  const user = userEvent.setup();
  await canvas.findByRole('option', { name: 'General Business' }, { timeout: 5000 });
  await user.click(canvas.getByRole('radio', { name: 'A prospect' }));
  await user.type(canvas.getByRole('textbox', { name: "Prospect's name" }), 'Swift Logistics Ltd');
  await user.type(canvas.getByRole('textbox', { name: "Prospect's email" }), 'ops@swiftlogistics.ng');
  await user.selectOptions(canvas.getByRole('combobox', { name: 'Kind of quote' }), 'Motor');
  await user.selectOptions(canvas.getByRole('combobox', { name: 'Line of business' }), 'General Business');
  const category = canvas.getByRole('combobox', { name: 'Category' });
  await within(category).findByRole('option', { name: 'Motor' });
  await user.selectOptions(category, 'Motor');
  await user.type(canvas.getByRole('textbox', { name: 'What is to be insured' }), 'Four Toyota Hiace delivery vans');
  await user.type(canvas.getByRole('textbox', { name: 'Sum insured' }), '48000000');
  await user.click(canvas.getByRole('button', { name: 'Submit request' }));
}

/** Nothing typed yet: a client of the book is the first choice; the lines of business are loaded. */
export const Empty: Story = {};

/** The lines of business still on their way: their list waits, the rest of the form does not. */
export const LinesLoading: Story = { args: { answers: answering({ '/lineOfBusiness': PENDING }) } };

/** The lines of business could not be read: the form still goes without them, and Try again asks again. */
export const LinesFailed: Story = {
  args: { answers: answering({ '/lineOfBusiness': failure('Network error, please try again', undefined, 'NETWORK_ERROR') }) },
};

/** An agent without 'Create Quote' is told what they need. */
export const WithoutPermission: Story = { args: { role: 'agent' } };

/** Filled in for a prospect and sent: the form waits for the server. */
export const Submitting: Story = { args: { answers: answering({ '/quote/request': PENDING }) }, play: askForProspect };

/** Sent, and refused (the line of business was retired meanwhile): the server's message stands by its field, and what was typed stays. */
export const Refused: Story = {
  args: {
    answers: answering({
      '/quote/request': failure('Please correct the highlighted fields', 400, 'INVALID_INPUT', {
        lineOfBusinessId: CHOOSE_LINE_OF_BUSINESS,
      }),
    }),
  },
  play: askForProspect,
};
