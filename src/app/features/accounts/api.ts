import { z } from 'zod';
import {
  newCustomerAnswerSchema,
  newCustomerApproveAnswerSchema,
  newCustomerContactSchema,
  newCustomerRequestRowSchema,
  type NewCustomerRequestInput,
  type NewCustomerRequestStatus,
} from '../../../domain/accounts/new-customer.ts';
import {
  forgotPasswordAnswerSchema,
  resetPasswordAnswerSchema,
  resetPasswordCheckAnswerSchema,
} from '../../../domain/accounts/password-reset.ts';
import type { MarketId } from '../../../domain/shared/markets.ts';
import { callApi } from '../../api/client.ts';

/** POST ForgotPassword in the market the user chose: the same answer whether or not an account matches. */
export async function requestResetLink(market: MarketId, loginNameOrEmail: string) {
  const answer = await callApi('ForgotPassword', {
    method: 'POST',
    body: { loginNameOrEmail },
    anonymous: true,
    market,
  });
  return forgotPasswordAnswerSchema.parse(answer);
}

/** POST ResetPasswordCheck: the link's login name, or a refusal when it is unknown, used or expired. */
export async function checkResetLink(token: string, signal?: AbortSignal) {
  const answer = await callApi('ResetPasswordCheck', {
    method: 'POST',
    body: { token },
    anonymous: true,
    signal,
  });
  return resetPasswordCheckAnswerSchema.parse(answer);
}

/** POST ResetPassword: sets the password and uses up the link. */
export async function resetPassword(token: string, newPassword: string) {
  const answer = await callApi('ResetPassword', {
    method: 'POST',
    body: { token, newPassword },
    anonymous: true,
  });
  return resetPasswordAnswerSchema.parse(answer);
}

/** POST NewCustomer (public). */
export async function submitNewCustomer(request: NewCustomerRequestInput) {
  const answer = await callApi('NewCustomer', { method: 'POST', body: request, anonymous: true });
  return newCustomerAnswerSchema.parse(answer);
}

/** GET NewCustomerContact (public): the market's customer-service address. */
export async function fetchNewCustomerContact(signal?: AbortSignal) {
  const answer = await callApi('NewCustomerContact', { anonymous: true, signal });
  return newCustomerContactSchema.parse(answer);
}

/** GET NewCustomerRequests (global admins), every status when none is given. */
export async function fetchNewCustomerRequests(status?: NewCustomerRequestStatus, signal?: AbortSignal) {
  const answer = await callApi('NewCustomerRequests', { query: { status }, signal });
  return z.array(newCustomerRequestRowSchema).parse(answer);
}

/** POST NewCustomerRequestApprove: the customer, its location and first user, and the welcome mail. */
export async function approveNewCustomerRequest(requestId: number, loginName: string) {
  const answer = await callApi('NewCustomerRequestApprove', {
    method: 'POST',
    body: { requestId, loginName },
  });
  return newCustomerApproveAnswerSchema.parse(answer);
}

/** POST NewCustomerRequestReject: the applicant is told the reason. */
export async function rejectNewCustomerRequest(requestId: number, reason: string) {
  await callApi('NewCustomerRequestReject', { method: 'POST', body: { requestId, reason } });
}
