import type { NewCustomerRequestRow } from '../../../domain/accounts/new-customer.ts';

/** What an applicant sent (spec §3 New-customer request), as submitted or as stored. */
export type NewCustomerDetails = Pick<
  NewCustomerRequestRow,
  | 'language'
  | 'companyName'
  | 'address'
  | 'contactPerson'
  | 'email'
  | 'phone'
  | 'vatNumber'
  | 'industry'
  | 'need'
  | 'openingHours'
  | 'rtisPerYear'
  | 'invoiceAddress'
  | 'invoiceEmail'
  | 'invoiceReference'
>;
