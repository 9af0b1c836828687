import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { localeSchema } from '../shared/locale-schema.ts';

/** GET Message: one text a reader may see, by id. */
export const messageDetailQuerySchema = z.object({ id: idQuerySchema });

/** POST messageRead: the acting user has read it. */
export const messageReadSchema = z.object({ messageId: idSchema });

/** A text in a reader's list (GET Messages): `text` is its plain text, for a list or the login page. */
export interface MessageSummary {
  id: number;
  type: string;
  title: string;
  text: string;
  language: string;
  taskId: string | null;
  area: string | null;
  path: string | null;
  date: string;
  mustRead: boolean;
  read: boolean;
  showFrom: string | null;
  showTo: string | null;
}

/** GET Message and GET MustReadMessages: the sanitized HTML to show. */
export interface MessageDetail extends MessageSummary {
  html: string;
}

/** GET MustReadMessages: in the app's language. */
export const mustReadQuerySchema = z.object({ language: localeSchema });
