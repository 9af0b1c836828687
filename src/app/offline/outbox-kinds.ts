import type { CountingReportInput } from '../../domain/counting/counting-report.ts';
import { commentFormLimit, jsonBodyLimit, signatureBodyLimit } from '../../domain/offline/body-limits.ts';
import type { PalletReceiptDraft } from '../../domain/pallet-receipts/pallet-receipt.ts';
import type { DirectReception } from '../../domain/dock/direct-reception.ts';
import type { ExternalLocationInput } from '../../domain/dock/external-location.ts';
import type { GoodsDelivery } from '../../domain/dock/goods-delivery.ts';
import type { OrderPicking } from '../../domain/dock/picking.ts';
import type { OrderReception } from '../../domain/dock/reception.ts';
import { containerEntityKey, countingEntityKey, newEntityKey, orderEntityKey } from './entity-keys.ts';

/** A file kept in the outbox as bytes: IndexedDB and every structured clone take an ArrayBuffer. */
export interface StoredFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface OrderStatusPayload {
  orderId: number;
  transactionStatusId: number;
}

export interface OrderCommentPayload {
  orderId: number;
  text: string;
  files: StoredFile[];
}

/** The dock's writes on an order (issue 6): the version is the entry's base version. */
export type OrderReceptionPayload = Omit<OrderReception, 'version'>;
export type OrderPickingPayload = Omit<OrderPicking, 'version'>;

/**
 * Writes that create something: `localId` names it on this device until the server has answered (the
 * server ignores it; the entry's id is the idempotency key that makes it exist once).
 */
export type DirectReceptionPayload = DirectReception & { localId: string };
export type GoodsDeliveryPayload = GoodsDelivery & { localId: string };
export type ExternalLocationPayload = ExternalLocationInput & { localId: string };
/** A receipt counted and signed at a location (issue 7), the signature's PNG in the payload. */
export type PalletReceiptPayload = PalletReceiptDraft & { localId: string };

/**
 * Counting at a location (issue 7): saves, confirms and deletes of one location's counts go in the
 * order they were made. Each report names its own version, so the entry has no base version.
 */
export interface CountingReportsPayload {
  locationId: number;
  reports: CountingReportInput[];
}
export interface CountingReportActionPayload {
  locationId: number;
  id: number;
  version: number;
}

/**
 * Mark for repair or Mark as repaired on a container (issue 20 item 2), with the reason; the entry's base
 * version is the container's version the screen showed.
 */
export interface ContainerStatusPayload {
  id: number;
  status: 'OK' | 'NeedsRepair';
  reason: string;
  /** The number, for the list of changes on this device. */
  number: string;
}

/**
 * How each kind of offline write is sent: the call, the entity whose writes go in order, the body
 * (JSON, or a multipart form rebuilt from stored bytes) and the largest body the server takes.
 */
export interface OutboxKind<P> {
  call: string;
  entityKey: (payload: P) => string;
  body: (payload: P, baseVersion: number | null) => unknown;
  sizeOf: (payload: P) => number;
  maxBytes: number;
  /**
   * A new entry is saved on top of the user's own changes of the entity the server already answered
   * (rebase.ts onTopOfOwnAnswers): the screen's copy may still be the version before them.
   */
  followsOwnAnswers?: boolean;
}

const jsonSize = (payload: unknown) => new TextEncoder().encode(JSON.stringify(payload)).length;

const orderStatus: OutboxKind<OrderStatusPayload> = {
  call: 'orderStatus',
  entityKey: (payload) => orderEntityKey(payload.orderId),
  body: (payload, baseVersion) => ({ ...payload, version: baseVersion }),
  sizeOf: jsonSize,
  maxBytes: jsonBodyLimit,
};

const orderComment: OutboxKind<OrderCommentPayload> = {
  call: 'orderComment',
  entityKey: (payload) => orderEntityKey(payload.orderId),
  // orderId first: the server checks the order before it reads any file (order-comments/comment-form.ts).
  body: (payload) => {
    const form = new FormData();
    form.append('orderId', String(payload.orderId));
    form.append('text', payload.text);
    for (const file of payload.files) {
      form.append('attachments', new Blob([file.bytes], { type: file.type }), file.name);
    }
    return form;
  },
  sizeOf: (payload) =>
    payload.files.reduce((sum, file) => sum + file.bytes.byteLength, 0) +
    new TextEncoder().encode(payload.text).length,
  maxBytes: commentFormLimit.fileBytes * commentFormLimit.files + commentFormLimit.textBytes,
};

/** A JSON write on an order, based on the version the screen showed. */
const orderWrite = <P extends { orderId: number }>(call: string): OutboxKind<P> => ({
  call,
  entityKey: (payload) => orderEntityKey(payload.orderId),
  body: (payload, baseVersion) => ({ ...payload, version: baseVersion }),
  sizeOf: jsonSize,
  maxBytes: jsonBodyLimit,
});

/** A JSON write that creates something new: nothing else waits on it. */
const creation = <P extends { localId: string }>(call: string): OutboxKind<P> => ({
  call,
  entityKey: (payload) => newEntityKey(call, payload.localId),
  body: (payload) => payload,
  sizeOf: jsonSize,
  maxBytes: jsonBodyLimit,
});

/** A counting write: in order per location, with the versions the counter saw. */
const countingWrite = <P extends { locationId: number }>(
  call: string,
  body: (payload: P) => unknown,
): OutboxKind<P> => ({
  call,
  entityKey: (payload) => countingEntityKey(payload.locationId),
  body,
  sizeOf: jsonSize,
  maxBytes: jsonBodyLimit,
});

/**
 * A repair mark: in order per container, at the version the screen showed — or the version the server
 * answered the user's own earlier mark with, when that was sent in the background after the screen read.
 */
const containerStatus: OutboxKind<ContainerStatusPayload> = {
  call: 'containerStatus',
  entityKey: (payload) => containerEntityKey(payload.id),
  body: ({ id, status, reason }, baseVersion) => ({ id, status, reason, version: baseVersion }),
  sizeOf: jsonSize,
  maxBytes: jsonBodyLimit,
  followsOwnAnswers: true,
};

export const outboxKinds = {
  orderStatus,
  orderComment,
  orderReception: orderWrite<OrderReceptionPayload>('orderReception'),
  orderPicking: orderWrite<OrderPickingPayload>('orderPicking'),
  directReception: creation<DirectReceptionPayload>('directReception'),
  goodsDelivery: creation<GoodsDeliveryPayload>('goodsDelivery'),
  externalLocation: creation<ExternalLocationPayload>('externalLocation'),
  palletReceipt: { ...creation<PalletReceiptPayload>('palletReceipt'), maxBytes: signatureBodyLimit },
  countingReports: countingWrite<CountingReportsPayload>('countingReports', ({ reports }) => ({ reports })),
  countingReportConfirm: countingWrite<CountingReportActionPayload>(
    'countingReportConfirm',
    ({ id, version }) => ({
      id,
      version,
    }),
  ),
  countingReportDelete: countingWrite<CountingReportActionPayload>(
    'countingReportDelete',
    ({ id, version }) => ({
      id,
      version,
    }),
  ),
  containerStatus,
} as const;
export type OutboxKindName = keyof typeof outboxKinds;
export type PayloadOf<K extends OutboxKindName> = Parameters<(typeof outboxKinds)[K]['entityKey']>[0];

export function kindOf(name: string): OutboxKind<unknown> {
  const kind = (outboxKinds as Record<string, OutboxKind<never>>)[name];
  if (!kind) throw new Error(`Unknown outbox kind '${name}'`);
  return kind as OutboxKind<unknown>;
}
