import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface ApiCallInfo {
  /** The call's name as the spec gives it (spec §7); paths are case-insensitive. */
  name: string;
  method: 'GET' | 'POST';
  does: MessageDescriptor;
}

/**
 * The main calls an integrator starts with (spec §7), shown on the API screen; the OpenAPI reference at
 * /api/docs lists every call with its schema.
 */
export const mainApiCalls: readonly ApiCallInfo[] = [
  {
    name: 'Login',
    method: 'POST',
    does: msg`Logs in with a login name and password; answers the session status and a bearer token.`,
  },
  { name: 'Status', method: 'GET', does: msg`The session: user, location and customer.` },
  {
    name: 'Actions',
    method: 'POST',
    does: msg`Several start-up reads in one call, such as Status, WebTaskUsers and TruckTypes.`,
  },
  { name: 'Orders', method: 'GET', does: msg`The order list, with filters, a search term and sorting.` },
  { name: 'AvailableProducts', method: 'GET', does: msg`The products a location may order.` },
  { name: 'Alerts', method: 'GET', does: msg`The user's alerts, read and unread.` },
  { name: 'Days', method: 'GET', does: msg`Which days of a month are open for delivery.` },
  { name: 'AddressZipCode', method: 'GET', does: msg`The place name of a post code in a country.` },
  { name: 'GLNValidate', method: 'GET', does: msg`Checks a GLN and tells why it is not valid.` },
  { name: 'logout', method: 'POST', does: msg`Ends the session; the token stops working.` },
];

/** The OpenAPI reference the server generates from the same schemas that check the requests. */
export const apiReferencePath = '/api/docs';
