import { z } from 'zod';
import { containerStatuses } from './container-status.ts';

const ref = z.object({ id: z.number().int(), name: z.string() });

/** The transaction a container is in now (spec §3): its type's name in the session's language. */
export const containerTransactionSchema = z.object({
  id: z.number().int(),
  typeId: z.string(),
  typeName: z.string(),
  location: ref.nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** Who registered it (null for a transaction made by the system). */
  createdBy: ref.nullable(),
});
export type ContainerTransaction = z.infer<typeof containerTransactionSchema>;

/** A container as a row of the register (spec §3 Container). */
export const containerSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.object({ id: z.string(), name: z.string() }),
  customer: ref,
  location: ref,
  status: z.enum(containerStatuses),
  version: z.number().int(),
  current: containerTransactionSchema.nullable(),
  /** Whether the session may mark it (its write reach; a customer-level reader sees more than it marks). */
  canMark: z.boolean(),
});
export type ContainerSummary = z.infer<typeof containerSummarySchema>;

/** GET Containers: one page, the total, and what the filters offer within the session's reach. */
export const containerListSchema = z.object({
  items: z.array(containerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  locations: z.array(ref),
  types: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ContainerList = z.infer<typeof containerListSchema>;

/** A repair mark in the history: who set which status, why and when. */
export const containerMarkSchema = z.object({
  id: z.number().int(),
  status: z.enum(containerStatuses),
  reason: z.string(),
  markedBy: ref,
  markedAt: z.string(),
});
export type ContainerMark = z.infer<typeof containerMarkSchema>;

/** One line of the history, newest first: a transaction or a repair mark. */
export type ContainerHistoryEntry =
  | { kind: 'transaction'; at: string; transaction: ContainerTransaction }
  | { kind: 'mark'; at: string; mark: ContainerMark };

/** GET Container: the row with its transactions and repair marks. */
export const containerDetailSchema = containerSummarySchema.extend({
  createdAt: z.string(),
  transactions: z.array(containerTransactionSchema),
  marks: z.array(containerMarkSchema),
});
export type ContainerDetail = z.infer<typeof containerDetailSchema>;
