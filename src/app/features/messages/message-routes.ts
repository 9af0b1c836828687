import type { readableMessageTypes } from '../../../domain/messages/published-message.ts';

export type ReadableType = (typeof readableMessageTypes)[number];

/** Each readable type's list screen (spec §2: messages, articles, guides). */
export const listPathOf = {
  Messages: '/app/messages',
  Articles: '/app/articles',
  Guides: '/app/guides',
} as const satisfies Record<ReadableType, string>;
