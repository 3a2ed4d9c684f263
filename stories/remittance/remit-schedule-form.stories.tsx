import { newRemittanceScheduleForm } from '../../domain/invoices/schedule';
import { BANK_NAME_REQUIRED, CHEQUE_NUMBER_TOO_SHORT, SELECT_REMITTANCE_MODE } from '../../domain/messages';
import { RemitScheduleForm } from '../../src/features/remittance/remit-schedule-form';
import { failure } from '../support/screen-story';
import type { Meta, StoryObj } from '@storybook/react-vite';

const nothing = () => {};

const meta = {
  title: 'Screens/Remittance/Remit selected premium',
  component: RemitScheduleForm,
  args: {
    form: newRemittanceScheduleForm('2026-03-09'),
    errors: {},
    status: 'editing',
    failure: null,
    summary: { count: 2, insurer: 'Leadway Assurance Company Limited', total: '₦1,343,750.50' },
    onChange: nothing,
    onSubmit: nothing,
    onClose: nothing,
  },
} satisfies Meta<typeof RemitScheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHEQUE = {
  ...newRemittanceScheduleForm('2026-03-09'),
  remittanceMode: 'Cheque',
  remittanceBankName: 'Zenith Bank',
  remittanceChequeNumber: '00451287',
  remark: 'March schedule',
};

/** Just opened: today's date, no mode chosen. */
export const Editing: Story = {};

/** Sent without a mode, then with a cheque missing its bank and too short a number: the premium remittance messages. */
export const Invalid: Story = {
  args: {
    form: { ...CHEQUE, remittanceBankName: '', remittanceChequeNumber: '12345' },
    errors: { remittanceBankName: BANK_NAME_REQUIRED, remittanceChequeNumber: CHEQUE_NUMBER_TOO_SHORT },
  },
};

/** No mode yet. */
export const NoMode: Story = { args: { errors: { remittanceMode: SELECT_REMITTANCE_MODE } } };

/** On its way to the server: nothing can be changed or sent twice. */
export const Submitting: Story = { args: { form: CHEQUE, status: 'submitting' } };

/** The server refused: by field where it named one, and what it said about the invoices. */
export const Failed: Story = {
  args: {
    form: CHEQUE,
    status: 'failed',
    failure: failure('Invalid input', 400, 'VALIDATION_ERROR', {
      remittanceBankName: 'Bank name is not on the list',
      invoiceIds: 'DN-2026-0150 no longer offers Remit Premium',
    }),
    errors: { remittanceBankName: 'Bank name is not on the list' },
  },
};

/** The server could not be reached. */
export const Unreachable: Story = {
  args: { form: CHEQUE, status: 'failed', failure: failure('Network error, please try again', undefined, 'NETWORK_ERROR') },
};
