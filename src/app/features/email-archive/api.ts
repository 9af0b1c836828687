import {
  emailArchiveMessageSchema,
  emailArchivePageSchema,
  emailArchiveResendAnswerSchema,
} from '../../../domain/admin/email-archive.ts';
import { callApi } from '../../api/client.ts';
import type { ArchiveFilter } from './archive-filter.ts';

/** GET emailArchive: one page of the acting customer's mail (a global admin's: the market's). */
export async function fetchEmailArchive(filter: ArchiveFilter, signal?: AbortSignal) {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Record<string, string | number>;
  const answer = await callApi('emailArchive', { query, signal, latestOf: 'emailArchive' });
  return emailArchivePageSchema.parse(answer);
}

/** GET emailArchiveMessage: the mail as sent, a password link masked by the server. */
export async function fetchEmailMessage(id: number, signal?: AbortSignal) {
  return emailArchiveMessageSchema.parse(await callApi('emailArchiveMessage', { query: { id }, signal }));
}

/** GET emailArchiveAttachment: the raw file, fetched with the bearer token. */
export const fetchEmailAttachment = (id: number) =>
  callApi<Blob>('emailArchiveAttachment', { query: { id }, raw: true });

/** POST emailArchiveResend: a copy queued as a new mail. */
export async function resendEmail(id: number) {
  return emailArchiveResendAnswerSchema.parse(
    await callApi('emailArchiveResend', { method: 'POST', body: { id } }),
  );
}

export interface CustomerOption {
  id: number;
  name: string;
}

/** GET Customers: the customers a global admin may narrow the archive to. */
export const fetchCustomers = (signal?: AbortSignal) =>
  callApi<CustomerOption[]>('Customers', { query: { include: 'id,name' }, signal });
