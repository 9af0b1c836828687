import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { agreementRequiredMessage } from '../../../domain/accounts/new-customer.ts';
import { invalidVatMessage } from '../../../domain/accounts/vat-number.ts';
import { errorCodeOf } from '../../../domain/shared/error-messages.ts';
import { errorCodeLabels } from '../../api/error-labels.ts';

const validEmail = msg`Enter a valid e-mail address`;

/** The form's problems in the user's language, by the domain schema's text (new-customer.ts). */
const problemLabels: Readonly<Record<string, MessageDescriptor>> = {
  'Company name is required': msg`Company name is required`,
  'Street address is required': msg`Street address is required`,
  'Post code is required': msg`Post code is required`,
  'Post place is required': msg`Post place is required`,
  'Contact person is required': msg`Contact person is required`,
  'Enter a valid e-mail address': validEmail,
  'Phone is required': msg`Phone is required`,
  'Enter a valid phone number': msg`Enter a valid phone number`,
  'VAT number is required': msg`VAT number is required`,
  'Industry is required': msg`Industry is required`,
  'Describe your need': msg`Describe your need`,
  'Opening hours are required': msg`Opening hours are required`,
  'Approximate RTIs per year is required': msg`Approximate RTIs per year is required`,
  [invalidVatMessage]: errorCodeLabels.InvalidVatNumber,
  [agreementRequiredMessage]: errorCodeLabels.AgreementRequired,
};

/** A field whose schema's own text is zod's: what the person should do instead. */
const fieldFallbacks: Readonly<Record<string, MessageDescriptor>> = {
  invoiceEmail: validEmail,
  'address.countryId': msg`Choose a country`,
  'invoiceAddress.countryId': msg`Choose a country`,
  rtisPerYear: msg`Enter a whole number`,
};

const notValid = msg`This value is not valid`;

/** A field's path as the form and the server's 400 name it: `address.postalCode`. */
export type FieldProblems = Record<string, MessageDescriptor>;

export function problemLabel(field: string, message: string): MessageDescriptor {
  const code = errorCodeOf(message);
  return (
    problemLabels[message] ?? (code ? errorCodeLabels[code] : undefined) ?? fieldFallbacks[field] ?? notValid
  );
}

/** The first problem of each field, from the schema's check in the browser. */
export function fieldProblemsOf(issues: readonly z.core.$ZodIssue[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = issue.path.join('.');
    problems[field] ??= problemLabel(field, issue.message);
  }
  return problems;
}

/** The server's 400 names its fields as `{ field, message }` (error-handler.ts). */
export function serverFieldProblems(inner: unknown): FieldProblems {
  const issues = (inner as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return {};
  const problems: FieldProblems = {};
  for (const issue of issues as { field?: unknown; message?: unknown }[])
    if (typeof issue.field === 'string' && typeof issue.message === 'string')
      problems[issue.field] ??= problemLabel(issue.field, issue.message);
  return problems;
}
