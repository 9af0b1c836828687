import type { ColumnType, Generated } from 'kysely';
import type { SupportCategory, SupportPriority, SupportStatus } from '../../domain/support/ticket-fields.ts';
import type { TemplateTexts } from '../../domain/support/template.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0021: a support ticket (spec §3), its customer, location and author. */
export interface SupportTicketsTable {
  id: Generated<number>;
  marketId: string;
  customerId: number;
  locationId: number;
  createdBy: number;
  topic: string;
  description: string;
  category: SupportCategory;
  priority: ColumnType<SupportPriority, SupportPriority | undefined, SupportPriority>;
  status: ColumnType<SupportStatus, SupportStatus | undefined, SupportStatus>;
  orderId: number | null;
  productId: string | null;
  assignedTo: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  version: Generated<number>;
}

/** A reply in a ticket's conversation; an internal note (isInternal) is for provider support staff only. */
export interface SupportRepliesTable {
  id: Generated<number>;
  ticketId: number;
  authorId: number;
  text: string;
  isInternal: Generated<boolean>;
  createdAt: DefaultTimestamp;
}

/** `content` is read only by the download; pg answers a Buffer, PGlite a Uint8Array. */
export interface SupportAttachmentsTable {
  id: Generated<number>;
  ticketId: number;
  replyId: number | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  content: ColumnType<Uint8Array, Uint8Array, never>;
  createdBy: number;
  createdAt: DefaultTimestamp;
}

/** A default-answer template with a title and a text per language. */
export interface SupportTemplatesTable {
  id: Generated<number>;
  marketId: string;
  texts: ColumnType<TemplateTexts, string, string>;
  createdBy: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  version: Generated<number>;
}

/** Tables of support tickets, their replies, attachments and answer templates (issue 19). */
export interface SupportSchema {
  supportTickets: SupportTicketsTable;
  supportReplies: SupportRepliesTable;
  supportAttachments: SupportAttachmentsTable;
  supportTemplates: SupportTemplatesTable;
}
