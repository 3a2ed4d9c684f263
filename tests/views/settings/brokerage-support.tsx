import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createActor } from 'xstate';
import { PERMISSION_CATALOGUE, type PermissionName } from '../../../domain/permissions';
import { sessionMachine } from '../../../machines/session/session.machine';
import { ServicesProvider } from '../../../src/app/session/session-context';
import { createSessionImplementations } from '../../../src/app/session/session-implementations';
import { STORAGE_KEYS } from '../../../src/app/session/session-storage';
import { Toaster } from '../../../src/ui/toaster';
import { liveToken } from '../../machines/support/session-token';
import { createMemoryStore, createStubApi, type Handler } from '../support/render-app';
import type { Bank, PremiumAccount } from '../../../domain/banks';
import type { Branch, BrokerProfile, Signatory } from '../../../domain/brokerage';
import type { ReactNode } from 'react';

// Fixtures shaped as server/routes/{broker,branches,premium-accounts,signatories}.ts answer them,
// and a way to render one brokerage panel for a user holding chosen permissions.

export const STAFF_ID = 'user-9';
/** A broker-type user without the admin role: what they may do comes from GET /user/permission/{id}. */
export const STAFF_TOKEN = liveToken({ user_id: STAFF_ID, userType: 'broker', roles: [{ id: 'role-3', name: 'underwriting officer' }] });

export const permissionAnswer = (held: readonly PermissionName[]) => ({
  success: true,
  data: PERMISSION_CATALOGUE.filter((p) => held.includes(p.value)).map((p, i) => ({
    permission_id: i + 1,
    value: p.value,
    area: p.area,
    description: p.description,
    direct: true,
    roles: [],
    groups: [],
  })),
  meta: { admin: false },
});

export const listAnswer = <T,>(data: T[]) => ({ success: true, data, meta: { page: 1, limit: 100, total: data.length, pages: 1 } });

export const PROFILE: BrokerProfile = {
  broker_id: 'tenant-1',
  name: 'Demo Insurance Brokers Ltd',
  url: 'demo',
  email: 'hello@demo.ng',
  phone: '+2348012345678',
  rc_number: 'RC 1234567',
  naicom_license_number: null,
  address: '12 Adeola Odeku Street',
  city: 'Victoria Island',
  state_id: 25,
  state_name: 'Lagos',
  lga_id: 481,
  lga_name: 'Eti-Osa',
  website: null,
  tin: null,
  logo_file: null,
  logo_url: null,
  quote_validity_days: 30,
  renewal_reminder_days: [60, 30, 7],
};

export const BANKS: Bank[] = [
  { bank_id: 1, code: '058', name: 'Guaranty Trust Bank (GTBank)', nuban_check_digit: true },
  { bank_id: 2, code: '999992', name: 'OPay', nuban_check_digit: false },
];

export const branch = (id: string, name: string, extra: Partial<Branch> = {}): Branch => ({
  branch_id: id,
  name,
  address: '5 Allen Avenue',
  city: 'Ikeja',
  state_id: null,
  state_name: null,
  lga_id: null,
  lga_name: null,
  phone: null,
  email: null,
  is_head_office: false,
  created_at: '2026-02-01T10:00:00.000Z',
  ...extra,
});

export const account = (id: string, extra: Partial<PremiumAccount> = {}): PremiumAccount => ({
  premium_account_id: id,
  bank_id: 1,
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank (GTBank)',
  account_number: '5050114937',
  account_name: 'Demo Premium',
  branch_id: null,
  branch_name: null,
  currency: 'NGN',
  created_at: '2026-02-01T10:00:00.000Z',
  ...extra,
});

export const signatory = (id: string, name: string, extra: Partial<Signatory> = {}): Signatory => ({
  signatory_id: id,
  name,
  designation: 'Managing Director',
  email: null,
  phone: null,
  signature_file: null,
  signature_url: null,
  created_at: '2026-02-01T10:00:00.000Z',
  ...extra,
});

export const pngFile = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** Object URLs do not exist in jsdom: each file gets a recognisable stand-in. */
export function stubObjectUrls() {
  let next = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++next}`), revokeObjectURL: vi.fn() });
}

const stopping = new Set<{ stop(): void }>();
afterEach(() => {
  for (const actor of stopping) actor.stop();
  stopping.clear();
});

/** One panel inside the app's services, for a user holding `held` (and no admin role). */
export function renderPanel(panel: ReactNode, held: readonly PermissionName[], handlers: Record<string, Handler>) {
  const api = createStubApi({ [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held), ...handlers });
  const store = createMemoryStore({ [STORAGE_KEYS.sessionToken]: STAFF_TOKEN });
  const session = createActor(sessionMachine.provide(createSessionImplementations(api, store)));
  session.start();
  stopping.add(session);
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {panel}
          <Toaster />
        </>
      ),
    },
  ]);
  const user = userEvent.setup();
  const view = render(
    <ServicesProvider services={{ api, session, store }}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, api, user };
}
