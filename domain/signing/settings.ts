import { coerce, enums, integer, number, refine, string, type, type Infer, type Struct } from 'superstruct';
import { requiredText } from '../validation';

// The brokerage's signing settings (/signature-integration): who may send requests, how long a
// link lives, how often an unsigned request is recalled to the client, and the mail's words.

/** The permissions a brokerage may choose from for sending documents to be signed. */
export const SIGNING_SENDER_PERMISSIONS = ['Send Documents', 'Create Quote', 'Update Claim'] as const;
export type SigningSenderPermission = (typeof SIGNING_SENDER_PERMISSIONS)[number];

export const LINK_LIFETIME_RULE = 'Enter a number of hours from 1 to 720 (30 days)';
export const REMINDER_INTERVAL_RULE = 'Enter a number of hours from 0 (no reminders) to 336 (14 days)';
export const REMINDER_WITHIN_LIFETIME = 'Reminders must come before the link expires: make the interval shorter than the link’s lifetime';
export const SENDER_PERMISSION_RULE = 'Choose who may send documents for signature';
export const MAIL_TEXT_MAX = 2000;

const hours = (min: number, max: number, rule: string) =>
  coerce(
    refine(number(), 'hours', (value) => (Number.isInteger(value) && value >= min && value <= max) || rule),
    string(),
    (text) => (text.trim() === '' ? Number.NaN : Number(text)),
  );

const senderPermission = () =>
  refine(
    string(),
    'senderPermission',
    (value) => (SIGNING_SENDER_PERMISSIONS as readonly string[]).includes(value) || SENDER_PERMISSION_RULE,
  ) as unknown as Struct<SigningSenderPermission, null>;

/** PUT /signature-settings. */
export const SignatureSettingsPayload = refine(
  type({
    senderPermission: senderPermission(),
    linkLifetimeHours: hours(1, 720, LINK_LIFETIME_RULE),
    reminderIntervalHours: hours(0, 336, REMINDER_INTERVAL_RULE),
    mailText: requiredText(MAIL_TEXT_MAX),
  }),
  'reminderIntervalHours',
  (value) =>
    // Judged only between two valid numbers: a wrong lifetime has its own message.
    !(value.linkLifetimeHours >= 1 && value.linkLifetimeHours <= 720) ||
    value.reminderIntervalHours === 0 ||
    value.reminderIntervalHours < value.linkLifetimeHours || { path: ['reminderIntervalHours'], message: REMINDER_WITHIN_LIFETIME },
);
export type SignatureSettingsPayload = Infer<typeof SignatureSettingsPayload>;

/** GET /signature-settings: the saved settings, or the defaults until an admin saves some. */
export const SignatureSettings = type({
  sender_permission: enums(SIGNING_SENDER_PERMISSIONS),
  link_lifetime_hours: integer(),
  reminder_interval_hours: integer(),
  mail_text: string(),
});
export type SignatureSettings = Infer<typeof SignatureSettings>;

export const DEFAULT_SIGNATURE_SETTINGS: SignatureSettings = {
  sender_permission: 'Send Documents',
  link_lifetime_hours: 7 * 24,
  reminder_interval_hours: 48,
  mail_text:
    'Signing online takes a minute and needs no account. If anything in the document is not as we agreed, reply to this mail before you sign.',
};

/** GET /signature-settings/sender: the permission the brokerage chose for sending, for screens that offer Send for signature. */
export const SignatureSender = type({ sender_permission: enums(SIGNING_SENDER_PERMISSIONS) });
export type SignatureSender = Infer<typeof SignatureSender>;

/** The settings' form fields from the saved settings. */
export const settingsPayloadOf = (settings: SignatureSettings): SignatureSettingsPayload => ({
  senderPermission: settings.sender_permission,
  linkLifetimeHours: settings.link_lifetime_hours,
  reminderIntervalHours: settings.reminder_interval_hours,
  mailText: settings.mail_text,
});
