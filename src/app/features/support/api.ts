import { supportTemplateSchema, type TemplateInput } from '../../../domain/support/template.ts';
import type { TicketListQuery } from '../../../domain/support/ticket-query.ts';
import {
  assigneeListSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketOptionsSchema,
} from '../../../domain/support/ticket.ts';
import type { SupportStatus, SupportPriority } from '../../../domain/support/ticket-fields.ts';
import { callApi } from '../../api/client.ts';

/** GET supportTickets: a page of the tickets the session sees; an older pending list call is cancelled. */
export async function fetchTickets(filter: TicketListQuery, signal?: AbortSignal) {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined),
  ) as Record<string, string>;
  const answer = await callApi('supportTickets', { query, signal, latestOf: 'supportTickets' });
  return ticketListSchema.parse(answer);
}

/** GET supportTicket: every field, the conversation and the attachments. */
export async function fetchTicket(id: number, signal?: AbortSignal) {
  return ticketDetailSchema.parse(await callApi('supportTicket', { query: { id }, signal }));
}

export async function fetchTicketOptions(signal?: AbortSignal) {
  return ticketOptionsSchema.parse(await callApi('supportTicketOptions', { signal }));
}

/** The fields and files of a form as multipart/form-data; an id field comes before the files. */
function formOf(fields: Record<string, string | undefined>, files: readonly File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

export interface NewTicket {
  topic: string;
  description: string;
  category: string;
  priority: string;
  locationId?: string | undefined;
  orderNo?: string | undefined;
  productId?: string | undefined;
}

/** POST supportTicket: the ticket with its attachments in one multipart form. */
export async function openTicket(ticket: NewTicket, files: readonly File[]) {
  const answer = await callApi('supportTicket', { method: 'POST', body: formOf({ ...ticket }, files) });
  return ticketDetailSchema.parse(answer);
}

/** POST supportReply: the ticket id first, then the text, the status staff chose and the files. */
export async function sendReply(
  ticketId: number,
  reply: { text: string; status?: SupportStatus | undefined },
  files: readonly File[],
) {
  const fields = { ticketId: String(ticketId), text: reply.text, status: reply.status };
  return ticketDetailSchema.parse(
    await callApi('supportReply', { method: 'POST', body: formOf(fields, files) }),
  );
}

export async function addNote(ticketId: number, text: string) {
  return ticketDetailSchema.parse(await callApi('supportNote', { method: 'POST', body: { ticketId, text } }));
}

export interface TicketChange {
  id: number;
  version: number;
  status?: SupportStatus;
  priority?: SupportPriority;
  assignedTo?: number | null;
}

export async function updateTicket(change: TicketChange) {
  return ticketDetailSchema.parse(await callApi('supportTicketUpdate', { method: 'POST', body: change }));
}

export async function fetchAssignees(signal?: AbortSignal) {
  return assigneeListSchema.parse(await callApi('supportAssignees', { signal }));
}

/** GET supportAttachment: the raw file, fetched with the bearer token. */
export const fetchAttachment = (id: number) =>
  callApi<Blob>('supportAttachment', { query: { id }, raw: true });

export async function fetchTemplates(signal?: AbortSignal) {
  return supportTemplateSchema.array().parse(await callApi('supportTemplates', { signal }));
}

export async function saveTemplate(input: TemplateInput) {
  return supportTemplateSchema.parse(await callApi('supportTemplate', { method: 'POST', body: input }));
}

export const deleteTemplate = (id: number) =>
  callApi<{ id: number }>('supportTemplateDelete', { method: 'POST', body: { id } });
