import { boolean, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import { FIELD_REQUIRED } from './common-messages';
import { emailAddress, requiredText } from './validation';

export const PASSWORD_RULE = 'Use at least 8 characters with an upper-case letter, a lower-case letter, a number and a symbol';
export const PASSWORDS_DIFFER = 'Passwords do not match';

export const password = () =>
  refine(string(), 'password', (value) => {
    if (value.length === 0) return FIELD_REQUIRED;
    if (value.length > 128) return 'Use at most 128 characters';
    const strong = value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
    return strong || PASSWORD_RULE;
  });

/** Nigerian mobile numbers: 0803 123 4567, +234 803 123 4567 or 234803... */
export function normalisePhone(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '');
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(digits);
  return match ? `+234${match[1]}` : null;
}

export const nigerianPhone = () =>
  refine(string(), 'phone', (value) => {
    if (value.trim().length === 0) return FIELD_REQUIRED;
    return normalisePhone(value) !== null || 'Enter a Nigerian mobile number, e.g. 0803 123 4567';
  });

/** CAC registration numbers: "RC 1234567" (RC optional when typing). */
export function normaliseRcNumber(text: string): string | null {
  const match = /^(?:RC)?\s*-?\s*(\d{4,8})$/i.exec(text.trim());
  return match ? `RC ${match[1]}` : null;
}

export const rcNumber = () =>
  refine(string(), 'rcNumber', (value) => {
    if (value.trim().length === 0) return FIELD_REQUIRED;
    return normaliseRcNumber(value) !== null || 'Enter the CAC registration number, e.g. RC 1234567';
  });

export const personName = () =>
  refine(requiredText(60), 'personName', (value) => /^[\p{L}][\p{L}' .-]*$/u.test(value.trim()) || 'Use letters only');

const RESERVED_ADDRESSES = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'smtp',
  'static',
  'assets',
  'login',
  'support',
  'help',
  'status',
  'demo-admin',
]);

export const brokerAddress = () =>
  refine(string(), 'brokerAddress', (value) => {
    const address = value.trim().toLowerCase();
    if (address.length === 0) return FIELD_REQUIRED;
    if (address.length < 3 || address.length > 30) return 'Use 3 to 30 characters';
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(address) || address.includes('--')) {
      return 'Use lower-case letters, numbers and single hyphens, starting and ending with a letter or number';
    }
    return !RESERVED_ADDRESSES.has(address) || 'This address is reserved, choose another';
  });

/** Both password fields of a form must agree; the message lands on the confirmation field. */
function withConfirmation<T extends { confirmPassword: string }, S>(struct: Struct<T, S>, field: keyof T & string) {
  return refine(
    struct,
    'passwordsMatch',
    (value) => value[field] === value.confirmPassword || { path: ['confirmPassword'], message: PASSWORDS_DIFFER },
  );
}

const person = {
  firstName: personName(),
  lastName: personName(),
  email: emailAddress(),
  phone: nigerianPhone(),
  password: password(),
  confirmPassword: requiredText(128),
  /** Set when the person came back from Google, Facebook or LinkedIn: the email is then already verified. */
  socialToken: optional(string()),
};

export const AgentRegistration = withConfirmation(type({ ...person, brokerageAddress: brokerAddress() }), 'password');
export type AgentRegistration = Infer<typeof AgentRegistration>;

export const BrokerRegistration = withConfirmation(
  type({
    ...person,
    companyName: requiredText(120),
    rcNumber: rcNumber(),
    naicomLicenseNumber: optional(string()),
  }),
  'password',
);
export type BrokerRegistration = Infer<typeof BrokerRegistration>;

export const BrokerUrlPayload = type({ url: brokerAddress() });
export const EmailPayload = type({ email: emailAddress() });

export const ResetPasswordPayload = withConfirmation(type({ password: password(), confirmPassword: requiredText(128) }), 'password');

export const ChangePasswordPayload = refine(
  withConfirmation(
    type({ currentPassword: requiredText(128), newPassword: password(), confirmPassword: requiredText(128) }),
    'newPassword',
  ),
  'newDiffers',
  (value) =>
    value.newPassword !== value.currentPassword || { path: ['newPassword'], message: 'Choose a password different from the current one' },
);

export const SuspensionPayload = type({ suspended: boolean() });
export const InviteResendPayload = type({ email: emailAddress(), userId: string() });
