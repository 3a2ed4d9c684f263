// The user-facing messages of the specification that belong to no one area, worded exactly as the
// spec words them (typos included: the spec uses both 'occurred' and 'occured', and 'Processsing').
// The catalogue of every message, these and each area's, is domain/messages.ts.

// Session and subscription
export const SESSION_EXPIRED = 'Your session has expired, click on the button below to sign in.';
export const GO_TO_SIGN_IN = 'Go to sign in';
export const SUBSCRIPTION_REQUIRED =
  'Choose a subscription plan to access our amazing functionalities for smoother insurance process operations';

// Notifications
export const NEW_NOTIFICATION = 'You have a new notification';

// Generic outcomes
export const PROCESSING = 'Processsing, please wait ...';
export const SUBMITTING = 'Submitting, please wait ...';
export const ACTION_COMPLETED = 'Action completed successfully';
export const OPERATION_FAILED = 'An error occured during operation!';
export const ERROR_OCCURRED = 'An error occurred';
export const ERROR_OCCURED = 'An error occured';
export const GENERIC_ERROR = 'An error occurred. Please try again.';
export const NETWORK_ERROR = 'Network error, please try again';

// Form validation
export const FIELD_REQUIRED = 'This field is required';
export const INVALID_DATE = 'Enter a valid date (yyyy-mm-dd)';
export const dateBeforeMinimum = (min: string): string => `Date can not be before ${min}`;
export const dateAfterMaximum = (max: string): string => `Date can not be after ${max}`;
export const INVALID_AMOUNT = 'Please enter a valid amount';
export const END_DATE_BEFORE_START_DATE = 'End date can not be before start date';
export const INVALID_COMMISSION_RATE = 'Please enter a valid commission rate';
export const SELECT_DATE = 'Please select a date';
export const BALANCE_DATE_IN_PAST = 'Date should be the current date or later';
export const BALANCE_DATE_NOT_AFTER_REMITTANCE = 'Date should be after remittance date';
export const SELECT_REMITTANCE_MODE = 'Please select a remittance mode';
export const CHEQUE_NUMBER_REQUIRED = 'Cheque number is required';
export const CHEQUE_NUMBER_TOO_SHORT = 'Cheque number must be at least 6 characters';
export const CHEQUE_NUMBER_TOO_LONG = 'Cheque number must be at most 20 characters';
export const DESCRIBE_REMITTANCE_MODE = 'Kindly describe your mode of remittance';
export const RECEIPT_NUMBER_REQUIRED = 'Receipt number is required';

// File uploads
export const FILE_TOO_LARGE = 'Check file! File size can not be more than 2MB';
export const FILE_NAME_TOO_LONG = 'file name should not be more than 60 characters';
export const FILE_NAME_HAS_SPECIAL_CHARACTERS = 'file name should not contain special characters';
/** The receipt upload shows this combined message (for 5 seconds) instead of the three above. */
export const RECEIPT_FILE_INVALID =
  'Check file! File size not more than 2MB, file name should not contain special character and not more than 60 characters';
export const UPLOAD_SUCCEEDED = 'Upload was successful!';
export const UPLOAD_FAILED = 'Could not upload!';

// Invoices and payments
export const CREATE_POLICY_PROPOSAL_TITLE = 'Create Policy Proposal';
export const CREATE_POLICY_PROPOSAL_QUESTION = 'You wish to create policy proposal?';
export const ADD_PAYMENT_FAILED = 'An error occured while adding payment';
export const CLIENT_ACCOUNT_MISSING = 'Client account has not been created';
export const CREATE_CLIENT_ACCOUNT = 'Create client account';
export const DELETION_REQUEST_APPROVED = 'Invoice deletion request was successfully approved';
export const DELETION_REQUEST_REJECTED = 'Invoice deletion request was successfully rejected';
export const DELETION_APPROVAL_FAILED = 'An error occured while approving deletion request';
export const DELETION_REJECTION_FAILED = 'An error occured while rejecting deletion request';
export const INVOICE_DELETED = 'Invoice was deleted successfully';
export const DELETION_REQUEST_SUBMITTED = 'Request was successfully submitted';
export const INVOICE_DELETION_FAILED = 'An error occured while deleting invoice';
export const DELETION_REQUEST_FAILED = 'An error occured while submitting request for invoice deletion';
export const DOCUMENT_SENT_TO_CLIENT = 'Document sent to client';
export const DOCUMENT_SENT_TO_UNDERWRITER = 'Document sent to underwriter';
export const BANK_NAME_REQUIRED = 'Bank name is required';
export const SAME_DEBIT_AND_CREDIT_ACCOUNT = 'Debit and credit accounts can not be the same account';
export const TRANSACTION_DESCRIPTION_TOO_LONG = 'Transaction description must be at most 200 characters';
export const paymentAboveBalance = (balance: string): string => `Amount can not be more than the outstanding balance of ${balance}`;
export const paymentModeFixed = (mode: string): string => `The payment mode stays ${mode} for a partly paid invoice`;
export const actionNotOffered = (action: string): string => `${action} is not available for this invoice`;
export const amountBelowPaid = (paid: string): string => `Amount can not be less than the ${paid} already paid`;
export const STATUS_NOT_EDITABLE = 'The status changes through payments and deletion only';
export const percentagesAboveHundred = (who: string): string => `The ${who}' percentages of premium can not add up to more than 100`;
export const LISTED_TWICE = 'This one is already listed';
export const DELETION_REASON_TOO_LONG = 'Reason for deletion must be at most 250 characters';
export const NO_DELETION_REQUEST = 'This invoice has no deletion request waiting';
export const DELETION_NEEDS_ADMIN_APPROVAL = 'An admin must approve this request before the invoice is deleted';
export const RECEIPT_NUMBER_TOO_SHORT = 'Receipt number must be at least 6 characters';
export const RECEIPT_NUMBER_TOO_LONG = 'Receipt number must be at most 20 characters';
export const CHOOSE_CLIENT = 'Choose a client from the list';
export const CHOOSE_PRODUCT = 'Choose a product from the list';
export const CHOOSE_CO_BROKER = 'Choose a co-broker from the list';
export const OWN_INSURER_NOT_CO_INSURER = 'The invoice’s own insurer can not also be a co-insurer';
export const INVOICE_NO_TAKEN = 'This invoice number is already used';
export const COMMISSION_ABOVE_PREMIUM = 'Commission and the VAT on it can not be more than the premium';

// Remittance
export const PREMIUM_REMITTED = 'Premium is successfully remitted!';
export const PREMIUM_REMITTANCE_FAILED = 'Could not remit premium!';
export const VAT_REMITTED = 'VAT is successfully remitted!';
export const VAT_REMITTANCE_FAILED = 'Could not remit VAT, it has been fully remitted!';
export const PREMIUM_REMITTANCE_HINT = 'Premium should be remitted within 30 days after it has been paid';
export const remittanceAboveUnremitted = (unremitted: string): string =>
  `Amount can not be more than the unremitted premium of ${unremitted}`;
export const vatAboveUnremitted = (unremitted: string): string => `VAT to remit can not be more than the unremitted VAT of ${unremitted}`;

// Products
export const PRODUCT_UPDATE_FAILED = 'An error occured while updating product';
export const PRODUCT_RESTORE_NETWORK_ERROR = 'network error!';

// Users and access
export const ROLES_ASSIGNED = 'Roles successfully assigned to user';
export const BRANCHES_ASSIGNED = 'Branches successfully assigned to user';
export const PERMISSIONS_ASSIGNED = 'Permissions successfully assigned to user';
export const GROUP_ASSIGNED = 'Group successfully assigned to user';
export const userAlreadyVerified = (email: string): string => `User with email ${email} has already been verified`;
