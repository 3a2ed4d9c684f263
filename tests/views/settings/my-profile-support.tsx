import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import { ServicesProvider } from '../../../src/app/session/session-context';
import { createSessionImplementations } from '../../../src/app/session/session-implementations';
import { STORAGE_KEYS } from '../../../src/app/session/session-storage';
import { Toaster } from '../../../src/ui/toaster';
import { liveToken } from '../../machines/support/session-token';
import { createMemoryStore, createStubApi, type Handler } from '../support/render-app';
import type { UserInsurer } from '../../../domain/insurers';
import type { AgentProfile, UserDetails } from '../../../domain/profile';
import type { ReactNode } from 'react';

// Fixtures shaped as server/routes/{profile,agent-profile,user-insurers}.ts answer, and a way to
// render one settings panel on its own, with the real session machine over a stub API.

export const AGENT_TOKEN = liveToken({
  user_id: 'user-7',
  userType: 'agent',
  roles: [{ id: 'role-4', name: 'agent' }],
  username: 'Halima Bello',
  email: 'halima@demo.ng',
});

export const ME: UserDetails = {
  user_id: 'user-7',
  basicDetails: { username: 'Halima Bello', email: 'halima@demo.ng', firstname: 'Halima', lastname: 'Bello', phone: '+2348031234567' },
  additionalDetails: { avatar_uri: null, user_type: 'agent' },
  suspended: false,
  verified: true,
  verification_sent_at: null,
  created_at: '2026-01-05T09:00:00.000Z',
};

export const AGENT_PROFILE: AgentProfile = {
  user_id: 'user-7',
  business_name: 'Bello Cover Services',
  license_number: 'NAICOM/AG/0147',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state_id: 25,
  state_name: 'Lagos',
  lga_id: 480,
  lga_name: 'Ikeja',
  bank_id: null,
  bank_name: null,
  account_number: null,
  account_name: null,
  avatar_uri: null,
  updated_at: '2026-02-01T10:00:00.000Z',
};

export const BANKS = [
  { bank_id: 1, code: '058', name: 'Guaranty Trust Bank', nuban_check_digit: true },
  { bank_id: 2, code: '999992', name: 'OPay Digital Services', nuban_check_digit: false },
];

const provider = (id: number, code: string, name: string, licenceClass: string) => ({
  provider_id: id,
  code,
  name,
  short_name: name.split(' ')[0]!,
  licence_class: licenceClass,
  email: null,
  phone: null,
  address: null,
  website: null,
  status: 1,
});

export const insurer = (id: number, code: string, name: string, licenceClass: string, email: string | null = null): UserInsurer => ({
  ...provider(id, code, name, licenceClass),
  relationship_manager_email: email,
  added_at: '2026-02-01T10:00:00.000Z',
});

export const match = (id: number, code: string, name: string, licenceClass: string, added = false) => ({
  ...provider(id, code, name, licenceClass),
  added,
});

export const NEM = insurer(20, 'NEM', 'NEM Insurance Plc', 'Non-Life', 'tayo@nem.example');
export const AIICO = insurer(1, 'AIICO', 'AIICO Insurance Plc', 'Composite');

export const listAnswer = <T,>(data: T[]) => ({ success: true, data, meta: { page: 1, limit: 100, total: data.length, pages: 1 } });

/** The bytes of a PNG image, named as the person's file is. */
export const pngFile = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const stopping = new Set<{ stop(): void }>();
afterEach(() => {
  for (const actor of stopping) actor.stop();
  stopping.clear();
});

/** Object URLs do not exist in jsdom: each file gets a recognisable stand-in. */
export function stubObjectUrls() {
  let next = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++next}`), revokeObjectURL: vi.fn() });
}

/** One panel inside the app's services and a router, as the settings page shows it. */
export function renderPanel(panel: ReactNode, handlers: Record<string, Handler>) {
  const api = createStubApi(handlers);
  const store = createMemoryStore({ [STORAGE_KEYS.sessionToken]: AGENT_TOKEN });
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
    { path: '/change-password', element: <h1>Change your password</h1> },
  ]);
  const user = userEvent.setup();
  const view = render(
    <ServicesProvider services={{ api, session, store }}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, api, user, router };
}
