import type { ColumnType } from 'kysely';
import type { MessageImageContentType } from '../../domain/messages/message-image.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0022: who (the acting user) read a published message, article or guide. */
export interface MessageReadsTable {
  messageId: number;
  userId: number;
  readAt: DefaultTimestamp;
}

/** A picture of a message's text; `content` is read only by GET MessageImage. */
export interface MessageImagesTable {
  key: ColumnType<string, string | undefined, never>;
  marketId: string;
  content: ColumnType<Uint8Array, Uint8Array, never>;
  contentType: MessageImageContentType;
  sizeBytes: number;
  createdBy: number | null;
  createdAt: DefaultTimestamp;
}

/** Tables of published messages, articles and guides beyond `messages` itself (issue 19). */
export interface PublishingSchema {
  messageReads: MessageReadsTable;
  messageImages: MessageImagesTable;
}
