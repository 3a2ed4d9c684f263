import { ScreenStory, failure, PENDING } from '../support/screen-story';
import { ADAEZE, EKO_LOGISTICS, NEW_COMPANY, SPARSE_INDIVIDUAL } from './client-story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Clients/Client details',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/clients/individual/${ADAEZE.client_id}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const individualAt = (answer: unknown, id = ADAEZE.client_id) => ({
  path: `/clients/individual/${id}`,
  answers: { [`/client/${id}`]: answer },
});
const corporateAt = (answer: unknown) => ({
  path: `/clients/corporate/${EKO_LOGISTICS.corporate_client_id}`,
  answers: { [`/client/corporate/${EKO_LOGISTICS.corporate_client_id}`]: answer },
});

export const IndividualLoading: Story = { args: individualAt(PENDING) };

export const IndividualFailed: Story = { args: individualAt(failure('An error occurred. Please try again.')) };

/** A pending client with only what the form requires. */
export const IndividualEmpty: Story = { args: individualAt({ success: true, data: SPARSE_INDIVIDUAL }, SPARSE_INDIVIDUAL.client_id) };

/** A politically exposed client whose passport has expired. */
export const IndividualFilled: Story = { args: individualAt({ success: true, data: ADAEZE }) };

export const CorporateLoading: Story = { args: corporateAt(PENDING) };

export const CorporateFailed: Story = { args: corporateAt(failure('Corporate client not found', 404, 'NOT_FOUND')) };

/** A company without directors yet. */
export const CorporateEmpty: Story = { args: corporateAt({ success: true, data: NEW_COMPANY }) };

export const CorporateFilled: Story = { args: corporateAt({ success: true, data: EKO_LOGISTICS }) };
