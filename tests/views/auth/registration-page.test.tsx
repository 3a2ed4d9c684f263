import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../../domain/messages';
import { PASSWORD_RULE, PASSWORDS_DIFFER } from '../../../domain/registration';
import { answers, failures, failWith } from '../support/auth-answers';
import { renderApp, type Handler } from '../support/render-app';

type User = ReturnType<typeof renderApp>['user'];

const AGENT = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@leadway.ng',
  phone: '0803 123 4567',
  brokerageAddress: 'leadway',
  password: 'Lagos-2024!',
};

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last name' }),
  email: () => screen.getByRole('textbox', { name: 'Email address' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone number' }),
  brokerageAddress: () => screen.getByRole('textbox', { name: 'Brokerage address' }),
  companyName: () => screen.getByRole('textbox', { name: 'Company name' }),
  rcNumber: () => screen.getByRole('textbox', { name: 'RC number' }),
  // Password inputs have no role; their labels end with the required mark.
  password: () => screen.getByLabelText(/^Password/),
  confirmPassword: () => screen.getByLabelText(/^Confirm password/),
};

async function openRegistration(path: '/register' | '/broker-signup', handlers: Record<string, Handler> = {}, routerState?: unknown) {
  const app = renderApp({ path, handlers, routerState });
  const title = path === '/register' ? 'Register as an agent' : 'Register your brokerage';
  await screen.findByRole('heading', { level: 1, name: title });
  return app;
}

async function fillAgent(user: User, overrides: Partial<typeof AGENT & { confirmPassword: string }> = {}) {
  const values = { ...AGENT, confirmPassword: AGENT.password, ...overrides };
  await user.type(field.firstName(), values.firstName);
  await user.type(field.lastName(), values.lastName);
  await user.type(field.email(), values.email);
  await user.type(field.phone(), values.phone);
  await user.type(field.brokerageAddress(), values.brokerageAddress);
  await user.type(field.password(), values.password);
  await user.type(field.confirmPassword(), values.confirmPassword);
}

describe('registration page', () => {
  it('asks for every required field on an empty submit, and calls no API', async () => {
    const { user, api } = await openRegistration('/register');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    for (const input of [field.firstName(), field.lastName(), field.email(), field.phone(), field.brokerageAddress()]) {
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(expect.stringContaining(FIELD_REQUIRED));
    }
    expect(field.password()).toHaveAccessibleDescription(expect.stringContaining(FIELD_REQUIRED));
    expect(field.confirmPassword()).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(api.callsTo('/auth/agent/register')).toEqual([]);
  });

  it('states the password rule for a weak password', async () => {
    const { user, api } = await openRegistration('/register');
    await fillAgent(user, { password: 'lagos2024', confirmPassword: 'lagos2024' });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(field.password()).toBeInvalid();
    expect(field.password()).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULE));
    expect(field.email()).toBeValid();
    expect(api.callsTo('/auth/agent/register')).toEqual([]);
  });

  it('says the passwords do not match, under the confirmation', async () => {
    const { user, api } = await openRegistration('/register');
    await fillAgent(user, { confirmPassword: 'Lagos-2025!' });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(field.confirmPassword()).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    expect(field.password()).toBeValid();
    expect(api.callsTo('/auth/agent/register')).toEqual([]);
  });

  it('shows the server’s field errors under their fields: an email already used', async () => {
    const { user, location } = await openRegistration('/register', { '/auth/agent/register': failWith(failures.emailTaken) });
    await fillAgent(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account already uses this email');
    expect(field.email()).toHaveAccessibleDescription('An account already uses this email. Sign in instead.');
    expect(field.email()).toBeInvalid();
    expect(field.email()).toHaveValue(AGENT.email);
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeEnabled();
    expect(location()).toBe('/register');
  });

  it('registers, says to check the email, and sends the email again with the registration token', async () => {
    const { user, api, store } = await openRegistration('/register', {
      '/auth/agent/register': () => answers.registered(AGENT.email, { registerToken: 'reg-ada' }),
      '/auth/resend/mail': () => answers.message(`We sent a new verification email to ${AGENT.email}`),
    });
    await fillAgent(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`We sent a verification link to ${AGENT.email}`);
    expect(api.callsTo('/auth/agent/register')).toHaveLength(1);
    expect(api.callsTo('/auth/agent/register')[0]).toMatchObject({ method: 'POST', body: { ...AGENT, confirmPassword: AGENT.password } });
    expect(store.getItem('regToken')).toBe('reg-ada');

    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    const notice = await screen.findByText(`We sent a new verification email to ${AGENT.email}`);
    expect(notice).toHaveAttribute('role', 'status');
    expect(api.callsTo('/auth/resend/mail')).toEqual([expect.objectContaining({ method: 'POST', token: 'reg-ada' })]);
    expect(screen.getByRole('button', { name: 'Send the email again' })).toBeEnabled();
  });

  it('shows why the email could not be sent again', async () => {
    const { user } = await openRegistration('/register', {
      '/auth/agent/register': () => answers.registered(AGENT.email),
      '/auth/resend/mail': failWith(failures.resentTooSoon),
    });
    await fillAgent(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await user.click(await screen.findByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A verification email was sent less than a minute ago');
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
  });

  it('a broker coming back from a social account registers with the email read-only, then chooses the address', async () => {
    const handover = { socialToken: 'social-token-emeka', email: 'emeka@okafor-brokers.ng', name: 'Chukwuemeka Okafor' };
    const { user, api, store, location } = await openRegistration(
      '/broker-signup',
      {
        '/auth/broker/register': () => answers.registered(handover.email, { verified: true, brokerToken: 'broker-token-emeka' }),
      },
      handover,
    );
    const email = field.email();
    expect(email).toHaveValue(handover.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Verified by your social account');
    expect(field.firstName()).toHaveValue('Chukwuemeka');
    expect(field.lastName()).toHaveValue('Okafor');

    await user.type(email, 'someone-else');
    expect(email).toHaveValue(handover.email);

    await user.type(field.companyName(), 'Okafor Insurance Brokers');
    await user.type(field.rcNumber(), 'RC 1234567');
    await user.type(field.phone(), '0809 765 4321');
    await user.type(field.password(), 'Enugu-2024!');
    await user.type(field.confirmPassword(), 'Enugu-2024!');
    await user.click(screen.getByRole('button', { name: 'Register brokerage' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your brokerage’s address' })).toBeInTheDocument();
    expect(location()).toBe('/broker-url');
    expect(api.callsTo('/auth/broker/register')[0]!.body).toMatchObject({
      email: handover.email,
      socialToken: handover.socialToken,
      companyName: 'Okafor Insurance Brokers',
    });
    expect(store.getItem('brokerToken')).toBe('broker-token-emeka');
    expect(store.getItem('regToken')).toBeNull();
  });

  it('an agent whose email a social account vouched for may sign in at once', async () => {
    const { user } = await openRegistration(
      '/register',
      { '/auth/agent/register': () => answers.registered(AGENT.email, { verified: true }) },
      { socialToken: 'social-token-ada', email: AGENT.email },
    );
    await user.type(field.firstName(), AGENT.firstName);
    await user.type(field.lastName(), AGENT.lastName);
    await user.type(field.phone(), AGENT.phone);
    await user.type(field.brokerageAddress(), AGENT.brokerageAddress);
    await user.type(field.password(), AGENT.password);
    await user.type(field.confirmPassword(), AGENT.password);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is ready. You can sign in now.');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument());
  });

  it('keeps the button busy while registering', async () => {
    const { user } = await openRegistration('/register', { '/auth/agent/register': () => new Promise(() => {}) });
    await fillAgent(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const button = await screen.findByRole('button', { name: 'Create my account' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(within(screen.getByRole('form', { name: 'Register as an agent' })).queryByRole('alert')).not.toBeInTheDocument();
  });
});
