import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { REQUEST_DETAILS, REQUEST_ID, requestAnswer } from './fixtures';
import { QUOTE_FORM_ANSWERS } from './form-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** /quotes/new over a stub API, signed in as an admin (who may prepare quotes). */
const meta = {
  title: 'Screens/Quotes/New quote',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/quotes/new?type=motor', answers: QUOTE_FORM_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No kind chosen yet: each kind records different details of what is insured. */
export const ChooseKind: Story = { args: { path: '/quotes/new' } };

/** A blank motor quote: the premium waits for a product. */
export const BlankMotor: Story = {};

/** A fire quote: its items name a property category, an address and the construction. */
export const BlankFire: Story = { args: { path: '/quotes/new?type=fire' } };

const answering = `/quotes/new?type=motor&request=${REQUEST_ID}`;
const request = `/quotes/requested/${REQUEST_ID}`;

/** Answering a prospect's request: its subject, sum, start and notes start the form. */
export const AnsweringRequest: Story = {
  args: { path: answering, answers: { ...QUOTE_FORM_ANSWERS, [request]: requestAnswer(REQUEST_DETAILS) } },
};

export const LoadingRequest: Story = { args: { path: answering, answers: { ...QUOTE_FORM_ANSWERS, [request]: PENDING } } };

export const RequestFailed: Story = {
  args: {
    path: answering,
    answers: { ...QUOTE_FORM_ANSWERS, [request]: failure('Network error, please try again', undefined, 'NETWORK_ERROR') },
  },
};

/** The product's terms could not be read: the form says so where the product is chosen. */
export const LookupsFailed: Story = {
  args: {
    answers: { ...QUOTE_FORM_ANSWERS, '/product': failure('Network error, please try again', undefined, 'NETWORK_ERROR') },
  },
};

/** An agent may ask for quotes but not prepare them. */
export const NotAllowed: Story = { args: { role: 'agent' } };
