import type { Kysely } from 'kysely';
import type { ContainerListFilter } from '../../../domain/containers/container-query.ts';
import type {
  ContainerDetail,
  ContainerList,
  ContainerSummary,
  ContainerTransaction,
} from '../../../domain/containers/container-register.ts';
import { containerPageSize } from '../../../domain/containers/container-status.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { reachesLocation, type ContainerScopes } from './container-scope.ts';
import {
  containerFilterChoices,
  containerMarksOf,
  containerTransactionsOf,
  filteredContainers,
  reachableContainers,
  type ContainerRow,
} from './queries.ts';

export const containerNotFoundMessage = 'Container not found';

interface TransactionRow {
  id: number;
  typeId: string;
  typeName: string;
  locationId: number | null;
  locationName: string | null;
  createdAt: Date;
  endedAt: Date | null;
  createdBy: number | null;
  createdByName: string | null;
}

/** A transaction as the register shows it, the current one of a row and each of the history alike. */
function transactionOf(tx: TransactionRow): ContainerTransaction {
  return {
    id: tx.id,
    typeId: tx.typeId,
    typeName: tx.typeName,
    location: tx.locationId === null ? null : { id: tx.locationId, name: tx.locationName ?? '' },
    createdAt: tx.createdAt.toISOString(),
    endedAt: tx.endedAt ? tx.endedAt.toISOString() : null,
    createdBy: tx.createdBy === null ? null : { id: tx.createdBy, name: tx.createdByName ?? '' },
  };
}

function currentOf(row: ContainerRow): ContainerTransaction | null {
  if (row.txId === null || row.txTypeId === null || row.txCreatedAt === null) return null;
  return transactionOf({
    id: row.txId,
    typeId: row.txTypeId,
    typeName: row.txTypeName,
    locationId: row.txLocationId,
    locationName: row.txLocationName,
    createdAt: row.txCreatedAt,
    endedAt: null,
    createdBy: row.txCreatedBy,
    createdByName: row.txCreatedByName,
  });
}

/** A row of the register; `canMark` comes from the write scope, which may be narrower than the read one. */
function summaryOf(row: ContainerRow, scopes: ContainerScopes): ContainerSummary {
  return {
    id: row.id,
    number: row.number,
    type: { id: row.containerTypeId, name: row.typeName },
    customer: { id: row.customerId, name: row.customerName },
    location: { id: row.locationId, name: row.locationName },
    status: row.status,
    version: row.version,
    current: currentOf(row),
    canMark: reachesLocation(scopes.write, {
      id: row.locationId,
      customerId: row.customerId,
      marketId: row.marketId,
    }),
  };
}

/** GET Containers: one page of the reachable containers by number, with the filters' choices. */
export async function listContainers(
  db: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  filter: ContainerListFilter,
): Promise<ContainerList> {
  const scope = scopes.read;
  const page = filter.page ?? 1;
  const [rows, count, [locations, types]] = await Promise.all([
    filteredContainers(db, scope, language, filter)
      .orderBy('containers.number')
      .limit(containerPageSize)
      .offset((page - 1) * containerPageSize)
      .execute(),
    filteredContainers(db, scope, language, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    containerFilterChoices(db, scope, language),
  ]);
  return {
    items: rows.map((row) => summaryOf(row, scopes)),
    total: Number(count.total),
    page,
    pageSize: containerPageSize,
    locations,
    types,
  };
}

/** GET Container: the row, its transactions and its repair marks; 404 outside the scope. */
export async function readContainer(
  db: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  id: number,
): Promise<ContainerDetail> {
  const row = await reachableContainers(db, scopes.read, language)
    .where('containers.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(containerNotFoundMessage);
  const [transactions, marks] = await Promise.all([
    containerTransactionsOf(db, id, language),
    containerMarksOf(db, id),
  ]);
  return {
    ...summaryOf(row, scopes),
    createdAt: row.createdAt.toISOString(),
    transactions: transactions.map(transactionOf),
    marks: marks.map((mark) => ({
      id: mark.id,
      status: mark.status,
      reason: mark.reason,
      markedBy: { id: mark.markedBy, name: mark.markedByName },
      markedAt: mark.markedAt.toISOString(),
    })),
  };
}

/** GET ContainerByNumber: the scanned number's container, as the register row; 404 when not reached. */
export async function findContainerByNumber(
  db: Kysely<DB>,
  scopes: ContainerScopes,
  language: Locale,
  number: string,
): Promise<ContainerSummary> {
  const row = await reachableContainers(db, scopes.read, language)
    .where('containers.number', '=', number)
    .executeTakeFirst();
  if (!row) throw notFound(containerNotFoundMessage);
  return summaryOf(row, scopes);
}
