// The catalogue of every user-facing message, worded as the specification words them: one import
// finds them all. Each message is defined beside the rules that use it (the general ones in
// common-messages.ts); this file only gathers them. Files inside domain/ import from where a message
// is defined, never from here, so that the catalogue can gather them without an import circle.
// Two areas use the same name for different words: those are renamed here (EXCHANGE_RATE_RULE,
// CHOOSE_INSURANCE_CATEGORY).

export * from './common-messages';

export {
  ADMIN_ROLE_FIXED,
  GROUP_CREATED,
  GROUP_DELETED,
  GROUP_NAME_TAKEN,
  GROUP_REMOVED,
  GROUP_UPDATED,
  LAST_ADMIN,
  ONLY_ADMINS_HANDLE_ADMIN_ROLE,
  PERMISSION_GRANTED_TO_GROUPS,
  PERMISSION_GRANTED_TO_USERS,
  PERMISSION_REMOVED,
  PERMISSION_REMOVED_FROM_GROUP,
  PERMISSIONS_ADDED_TO_GROUP,
  ROLE_PERMISSIONS_SAVED,
  ROLE_REMOVED,
  USER_DELETED,
  userInvited,
  USERS_ADDED_TO_GROUP,
  USERS_ADDED_TO_ROLE,
} from './access';
export { accountingMessages } from './accounting';
export { CHOOSE_BANK, INVALID_NUBAN } from './banks';
export {
  BRANCH_NAME_TAKEN,
  branchInUse,
  BUSINESS_PHONE_RULE,
  EMAIL_RULE,
  HEAD_OFFICE_RACE,
  PREMIUM_ACCOUNT_EXISTS,
  TIN_RULE,
  WEBSITE_RULE,
} from './brokerage';
export { ACCOUNT_CODE_RULE, chartMessages } from './chart';
export {
  BVN_RULE,
  BVN_TAKEN,
  CAC_RULE,
  CANCELLED_CLIENT_LOCKED,
  CLIENT_TYPE_RULE,
  DATE_NOT_IN_PAST,
  IDENTIFICATION_NUMBER_REQUIRED,
  IDENTIFICATION_TYPE_REQUIRED,
  NIN_RULE,
  NIN_TAKEN,
  POLITICAL_POSITION_REQUIRED,
  RC_TAKEN,
  SHAREHOLDING_OVER_100,
  SHAREHOLDING_RULE,
  STATUS_FILTER_RULE,
} from './clients';
export { CO_BROKER_IN_USE, CO_BROKER_NAME_TAKEN } from './co-brokers';
export { CURRENCY_CODE_RULE, currencyMessages } from './currencies';
export { CHOOSE_INSURER } from './insurers';
export { CLIENT_HAS_NO_EMAIL, CREDIT_NOTE_NOT_YET, INSURER_HAS_NO_EMAIL, RECEIPT_NOT_YET } from './invoices/documents';
export { ONE_INSURER_PER_SCHEDULE, SELECT_AN_INVOICE, tooManyInvoices } from './invoices/schedule';
export { RATE_RULE as EXCHANGE_RATE_RULE, REF_NO_RULE } from './journal';
export { PERIOD_END_BEFORE_START, periodMessages } from './periods';
export {
  AMOUNT_RULE,
  CATEGORY_CHANGE_LEAVES_COVERS,
  CATEGORY_CHANGE_LEAVES_TRAVEL_PLANS,
  CHOOSE_CATEGORY,
  CHOOSE_COMMISSION_TYPE,
  CHOOSE_COVER,
  CHOOSE_COVERAGE_TYPE,
  CHOOSE_TENOR_UNIT,
  COVER_LISTED_TWICE,
  COVER_NOT_IN_CATEGORY,
  COVERAGE_TYPE_NOT_IN_CATEGORY,
  DAYS_RULE,
  FLAT_COMMISSION_RULE,
  MAX_DAYS_BEFORE_MIN,
  PERCENTAGE_RULE,
  PRODUCT_ALREADY_ARCHIVED,
  PRODUCT_ARCHIVED,
  PRODUCT_NAME_TAKEN,
  PRODUCT_NOT_ARCHIVED,
  RATE_RULE,
  RESTORE_NAME_TAKEN,
  TENOR_RULE,
  TRAVEL_PLANS_ONLY_FOR_TRAVEL,
} from './products';
export { CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE, PHONE_RULE } from './profile';
export { CHOOSE_CATEGORY as CHOOSE_INSURANCE_CATEGORY, CHOOSE_LINE_OF_BUSINESS } from './reference';
export { PASSWORD_RULE, PASSWORDS_DIFFER } from './registration';
export {
  ASK_ADMIN_FOR_PLAN,
  ONLY_ADMINS_PAY,
  ONLY_ADMINS_SEE_LICENSE,
  PAYMENT_NOT_FOUND,
  PAYMENT_STILL_PROCESSING,
  paymentAbandoned,
  paymentAmountMismatch,
  paymentDeclined,
  PAYMENTS_NOT_CONFIGURED,
  PAYSTACK_REFUSED_SETTINGS,
  PAYSTACK_UNEXPECTED,
  PAYSTACK_UNREACHABLE,
} from './subscription';
export { transactionMessages } from './transactions';
export { CHOOSE_LICENCE_CLASS, INSURER_NAME_TAKEN, SHARED_INSURER_READ_ONLY, UNDERWRITER_NAME_TAKEN } from './underwriters';
export { chooseKindMessage, uploadRules } from './upload';
