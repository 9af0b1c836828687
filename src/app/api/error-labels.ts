import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../domain/shared/error-messages.ts';

export const unexpectedErrorText = msg`An unexpected error occurred, please try again.`;

/** The server's refusals in the user's language, by their code (error-messages.ts, spec §8). */
export const errorCodeLabels = {
  UnexpectedError: unexpectedErrorText,
  NotLoggedIn: msg`You are not logged in`,
  NoAccess: msg`You do not have access to this`,
  LoginFailed: msg`Login failed`,
  TooManyFailedLogins: msg`Too many failed logins, try again later`,
  TooManyFailedAttempts: msg`Too many failed attempts, try again later`,
  WrongPassword: msg`Could not change password: the old password is not correct`,
  PasswordTooShort: msg`Error updating password, it might be too short (min 7 characters)`,
  OwnProfileOnly: msg`You may only edit your own profile here`,
  OwnPasswordOnly: msg`You may only change your own password`,
  MayNotActAsUser: msg`You may not act as this user`,
  MayNotSwitchLocation: msg`You may not switch to this location`,
  MayNotChooseCustomer: msg`You may not choose another customer`,
  NoLocationToChoose: msg`The customer has no location to choose`,
  CustomerNotFound: msg`Customer not found`,
  LocationNotFound: msg`Location not found`,
  UserNotFound: msg`User not found`,
  OrderNotFound: msg`Order not found`,
  OrderNotWritable: msg`You may see this order but not change it`,
  OrderChanged: msg`The order was changed by someone else`,
  NotADraft: msg`Only a draft can be changed`,
  RecipientRequired: msg`A recipient must be chosen`,
  InvalidStatusTransition: msg`Could not set order status`,
  MayNotListOrdersOfCustomer: msg`You may not list orders of this customer`,
  MayNotListOrdersOfLocation: msg`You may not list orders of this location`,
  MayNotSeeProducts: msg`You may not see the products of this location`,
  MayNotSeeStock: msg`You may not see the stock of this location`,
  AttachmentNotFound: msg`Attachment not found`,
  AttachmentRefused: msg`Only PDF, JPG and PNG files can be attached`,
  ScheduleNotFound: msg`Schedule not found`,
  ScheduleNotWritable: msg`You may see this schedule but not change it`,
  ScheduleChanged: msg`The schedule was changed by someone else`,
  MayNotScheduleOrders: msg`You may not schedule orders here`,
  MayNotSchedulePickups: msg`You may not schedule pickups here`,
  OnlySenderPicks: msg`Only the sender of an order may pick it`,
  PickedQuantityMissing: msg`Picked quantity missing`,
  NoLinesLeft: msg`An order needs at least one line with a picked quantity`,
  InvalidLocation: msg`Invalid location: products in this delivery are not allowed at this location`,
  LocationNumberTaken: msg`Location number already exists`,
  ExternalLocationNotFound: msg`External location not found`,
  ExternalLocationNotOwn: msg`An external location must be served from one of your own locations`,
  PalletReceiptNotFound: msg`Pallet receipt not found`,
  ReceiptLocationRequired: msg`A location must be chosen`,
  NoProducts: msg`No products exist for this location`,
  NoPalletReceiptDays: msg`This location has no pallet receipt days`,
  ProductNotCarried: msg`This product is not carried at the location`,
  SignatureNotSaved: msg`Could not save signature`,
  MayNotSeeReceipts: msg`You may not see the pallet receipts of this location`,
  MayNotRegisterReceipts: msg`You may not register pallet receipts at this location`,
  MayNotDeleteReceipts: msg`You may not delete pallet receipts at this location`,
  CountingReportNotFound: msg`Counting report not found`,
  CountingNotSaved: msg`Error saving one or more counting reports`,
  CountingNotDeleted: msg`Could not delete counting report`,
  MayNotCount: msg`You may not count at this location`,
  MayNotSeeCounts: msg`You may not see the counts of this location`,
  AlertNotFound: msg`Alert not found`,
} satisfies Record<ErrorCode, MessageDescriptor>;

/**
 * A refusal whose text the app does not know, by its kind: the server's types (errors.ts) and the
 * client's NetworkError. A type missing here shows the server's own text: one whose text carries a
 * detail the user needs (a too large file's name) or that the app cannot foresee (HttpError).
 */
export const errorTypeLabels: Readonly<Record<string, MessageDescriptor>> = {
  NetworkError: msg`The network is not reachable`,
  ServerError: unexpectedErrorText,
  UnauthorizedAccess: errorCodeLabels.NotLoggedIn,
  Forbidden: errorCodeLabels.NoAccess,
  NotFound: msg`What you asked for was not found`,
  TooManyRequests: msg`Too many attempts, try again later`,
  ValidationError: msg`Some of the values are not valid`,
  VersionConflict: msg`Someone else changed this meanwhile`,
};
