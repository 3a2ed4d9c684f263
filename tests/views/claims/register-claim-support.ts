import { screen } from '@testing-library/react';
import type { StubApi } from '../support/render-app';
import type { UserEvent } from '@testing-library/user-event';

export const slow = { timeout: 5000 };

export const posted = (api: StubApi) => api.callsTo('/claims').filter((call) => call.method === 'POST');

/** The van's load stolen at Oshodi on 2 November; `police: false` leaves the report number out. */
export async function fillTheft(user: UserEvent, { police = true } = {}) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Insured item/ }, slow), 'Toyota Hiace delivery van');
  await user.type(screen.getByLabelText(/^Date of loss/), '2026-11-02');
  await user.type(screen.getByRole('textbox', { name: /^Place of loss/ }), 'Oshodi, Lagos');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Cause/ }), 'Theft');
  await user.type(screen.getByRole('textbox', { name: /^Estimated loss/ }), '1250000');
  if (police) await user.type(screen.getByRole('textbox', { name: /^Police report number/ }), 'LAG/OSH/2026/5521');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'The van was taken at night with its load');
  await user.type(screen.getByRole('textbox', { name: /^Reported by/ }), 'Tunde Bakare');
}
