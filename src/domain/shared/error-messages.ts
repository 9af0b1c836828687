import { countingDeleteFailedMessage, countingSaveFailedMessage } from '../counting/counting-report.ts';
import { attachmentRefusedMessage } from '../comments/attachment-rules.ts';
import { locationNumberTakenMessage } from '../dock/external-location.ts';
import { invalidDeliveryLocationMessage } from '../dock/goods-delivery.ts';
import { noLinesLeftMessage, pickedQuantityMissingMessage } from '../dock/picking.ts';
import { customsRefusalMessages } from '../orders/order-customs.ts';
import { recipientRequiredMessage } from '../orders/order-draft.ts';
import { orderStatusRefusedMessage } from '../orders/order-status-change.ts';
import {
  locationRequiredMessage,
  noPalletReceiptDaysMessage,
  noProductsMessage,
  productNotCarriedMessage,
  signatureNotSavedMessage,
} from '../pallet-receipts/pallet-receipt.ts';
import { agreementRequiredMessage } from '../accounts/new-customer.ts';
import { invalidResetLinkMessage, sendLinkFailedMessage } from '../accounts/password-reset.ts';
import { invalidVatMessage } from '../accounts/vat-number.ts';
import { companyChangedMessage, companySaveFailedMessage } from '../admin/company.ts';
import {
  importFileRefusedMessage,
  importNoRowsMessage,
  importRowErrorsMessage,
  importTooManyRowsMessage,
  importUnreadableMessage,
  importTooLargeMessage,
} from '../admin/import/import-kinds.ts';
import { logoNotDeletedMessage, logoNotImageMessage, logoTooLargeMessage } from '../admin/company-logo.ts';
import { loginFailedMessage } from '../session/login.ts';
import { passwordTooShortMessage } from '../session/passwords.ts';

/**
 * What the server says when it refuses a call, by a stable code (spec §8; issue 15 item 5). The server
 * answers the English text in `error.message` and its code in `error.code`; the app shows its own
 * translation of the code, so a refusal reads in the user's language, and a text may be reworded
 * without the translations losing it. Where the error's `type` already names one message
 * (PickedQuantityMissing, NoProducts …) the code is that type.
 */
export const errorMessages = {
  UnexpectedError: 'An unexpected error occurred, please try again.',
  NotLoggedIn: 'You are not logged in',
  NoAccess: 'You do not have access to this',
  LoginFailed: loginFailedMessage,
  TooManyFailedLogins: 'Too many failed logins, try again later',
  TooManyFailedAttempts: 'Too many failed attempts, try again later',
  WrongPassword: 'Could not change password: the old password is not correct',
  PasswordTooShort: passwordTooShortMessage,
  OwnProfileOnly: 'You may only edit your own profile here',
  OwnPasswordOnly: 'You may only change your own password',
  MayNotActAsUser: 'You may not act as this user',
  MayNotSwitchLocation: 'You may not switch to this location',
  MayNotChooseCustomer: 'You may not choose another customer',
  NoLocationToChoose: 'The customer has no location to choose',
  CustomerNotFound: 'Customer not found',
  LocationNotFound: 'Location not found',
  UserNotFound: 'User not found',
  OrderNotFound: 'Order not found',
  OrderNotWritable: 'You may see this order but not change it',
  OrderChanged: 'The order was changed by someone else',
  NotADraft: 'Only a draft, or an order the provider has not confirmed, can be changed',
  SentOrderType: 'A sent order keeps its type',
  RecipientRequired: recipientRequiredMessage,
  InvalidStatusTransition: orderStatusRefusedMessage,
  // POST orderCustoms' refusals of a change the order no longer allows (409 CustomsRefused).
  CustomsNotEditable: customsRefusalMessages.notEditable,
  NoCustomsToDeclare: customsRefusalMessages.noCustoms,
  MayNotListOrdersOfCustomer: 'You may not list orders of this customer',
  MayNotListOrdersOfLocation: 'You may not list orders of this location',
  MayNotSeeProducts: 'You may not see the products of this location',
  MayNotSeeStock: 'You may not see the stock of this location',
  AttachmentNotFound: 'Attachment not found',
  AttachmentRefused: attachmentRefusedMessage,
  ScheduleNotFound: 'Schedule not found',
  ScheduleNotWritable: 'You may see this schedule but not change it',
  ScheduleChanged: 'The schedule was changed by someone else',
  MayNotScheduleOrders: 'You may not schedule orders here',
  MayNotSchedulePickups: 'You may not schedule pickups here',
  OnlySenderPicks: 'Only the sender of an order may pick it',
  PickedQuantityMissing: pickedQuantityMissingMessage,
  NoLinesLeft: noLinesLeftMessage,
  InvalidLocation: invalidDeliveryLocationMessage,
  LocationNumberTaken: locationNumberTakenMessage,
  ExternalLocationNotFound: 'External location not found',
  ExternalLocationNotOwn: 'An external location must be served from one of your own locations',
  PalletReceiptNotFound: 'Pallet receipt not found',
  ReceiptLocationRequired: locationRequiredMessage,
  NoProducts: noProductsMessage,
  NoPalletReceiptDays: noPalletReceiptDaysMessage,
  ProductNotCarried: productNotCarriedMessage,
  SignatureNotSaved: signatureNotSavedMessage,
  MayNotSeeReceipts: 'You may not see the pallet receipts of this location',
  MayNotRegisterReceipts: 'You may not register pallet receipts at this location',
  MayNotDeleteReceipts: 'You may not delete pallet receipts at this location',
  CountingReportNotFound: 'Counting report not found',
  CountingNotSaved: countingSaveFailedMessage,
  CountingNotDeleted: countingDeleteFailedMessage,
  MayNotCount: 'You may not count at this location',
  MayNotSeeCounts: 'You may not see the counts of this location',
  AlertNotFound: 'Alert not found',
  // Accounts and onboarding (issue 16).
  GdprNotConfirmed: 'The data-protection terms (GDPR) must be confirmed first',
  InvalidResetLink: invalidResetLinkMessage,
  SendLinkFailed: sendLinkFailedMessage,
  TooManyRequests: 'Too many requests, try again later',
  UserHasNoEmail: 'The user has no e-mail address to send the link to',
  MayNotResetPassword: 'You may not reset the password of this user',
  InvalidVatNumber: invalidVatMessage,
  PostCodeNotInCountry: 'The post code does not match the chosen country',
  AgreementRequired: agreementRequiredMessage,
  NewCustomerRequestNotFound: 'New-customer request not found',
  NewCustomerRequestDecided: 'This request has already been decided',
  LoginNameTaken: 'The login name is already taken in this market',
  // User administration (issue 17 items 3-4; domain/admin/user-rules.ts).
  UserSaveFailed: 'Error saving user',
  UserChanged: 'The user was changed by someone else',
  MayNotEditUser: 'Only a global admin may change a global admin or provider staff',
  MayNotGrantGlobalAdmin: 'Only a global admin may make a user global admin',
  MayNotGrantProvider: 'Only a global admin may make a user provider staff',
  MayNotGrantReportLevel: 'A customer admin may give at most the customer report level',
  MayNotDeactivateSelf: 'You cannot deactivate yourself',
  MayNotDemoteSelf: 'You cannot remove your own administrator rights',
  UserLocationNotOwn: "The locations must be locations of the user's customer",
  // E-mail archive and external locations (issue 17 items 5–6).
  EmailNotFound: 'E-mail not found',
  MailResendLimit:
    'This mail has been resent too often: a mail can be resent 3 times an hour, and an admin resends at most 30 mails an hour',
  ConfirmWelcomeMails: 'welcomeMails: confirm the number of welcome e-mails the import sends',
  EmailAttachmentNotFound: 'The e-mail has no attachment',
  LinkMailNotResent:
    "A mail with a password link is not resent: use 'Reset password by e-mail' to send a new link",
  ExternalLocationInUse: 'The external location is used by orders and cannot be deleted',
  ExternalLocationChanged: 'The external location was changed by someone else',
  // Company (issue 17 item 1).
  CompanyNotSaved: companySaveFailedMessage,
  CompanyChanged: companyChangedMessage,
  LogoNotImage: logoNotImageMessage,
  LogoTooLarge: logoTooLargeMessage,
  LogoNotDeleted: logoNotDeletedMessage,
  // Location administration (issue 17 item 2; domain/admin/locations.ts).
  LocationChanged: 'The location was changed by someone else',
  MayNotSetGlobalLocationFields: 'Only a global admin may set the pooling group and corporate links',
  PoolingGroupNotFound: 'Pooling group not found',
  CorporateCustomerNotFound: 'Corporate customer not found',
  AddressNotFound: 'Address not found',
  AddressChanged: 'The address was changed by someone else',
  // Import (issue 17 item 8; domain/admin/import).
  ImportFileRefused: importFileRefusedMessage,
  ImportNoRows: importNoRowsMessage,
  ImportTooManyRows: importTooManyRowsMessage,
  ImportUnreadable: importUnreadableMessage,
  ImportTooLarge: importTooLargeMessage,
  ImportRowErrors: importRowErrorsMessage,
} as const;

export type ErrorCode = keyof typeof errorMessages;

const codeByMessage = new Map<string, ErrorCode>(
  Object.entries(errorMessages).map(([code, message]) => [message, code as ErrorCode]),
);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorMessages, value);
}

/** The code of a message the catalogue holds, word for word; none for any other text. */
export function errorCodeOf(message: string | null | undefined): ErrorCode | undefined {
  return message ? codeByMessage.get(message) : undefined;
}
