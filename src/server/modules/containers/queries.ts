import type { Kysely } from 'kysely';
import type { ContainerListFilter } from '../../../domain/containers/container-query.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { localizedName } from '../reference/localized-name.ts';
import { inContainerScope, type ContainerScope } from './container-scope.ts';

/** `%`, `_` and `\` typed by a user are searched for as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The containers the scope reaches, with what a row of the register shows: type name in the language,
 * customer, location and the current transaction (the one not ended) with its type name.
 */
export function reachableContainers(db: Kysely<DB>, scope: ContainerScope, language: Locale) {
  return db
    .selectFrom('containers')
    .innerJoin('containerTypes as ct', (join) =>
      join.onRef('ct.marketId', '=', 'containers.marketId').onRef('ct.id', '=', 'containers.containerTypeId'),
    )
    .innerJoin('customers as c', 'c.id', 'containers.customerId')
    .innerJoin('locations as l', 'l.id', 'containers.locationId')
    .leftJoin('containerTransactions as tx', (join) =>
      join.onRef('tx.containerId', '=', 'containers.id').on('tx.endedAt', 'is', null),
    )
    .leftJoin('containerTransactionTypes as tt', 'tt.id', 'tx.typeId')
    .leftJoin('locations as txl', 'txl.id', 'tx.locationId')
    .leftJoin('users as txu', 'txu.id', 'tx.createdBy')
    .where(inContainerScope('containers', scope))
    .select([
      'containers.id',
      'containers.marketId',
      'containers.number',
      'containers.containerTypeId',
      localizedName('ct.names', language).as('typeName'),
      'containers.customerId',
      'c.name as customerName',
      'containers.locationId',
      'l.name as locationName',
      'containers.status',
      'containers.version',
      'containers.createdAt',
      'tx.id as txId',
      'tx.typeId as txTypeId',
      localizedName('tt.names', language).as('txTypeName'),
      'tx.locationId as txLocationId',
      'txl.name as txLocationName',
      'tx.createdAt as txCreatedAt',
      'tx.createdBy as txCreatedBy',
      'txu.name as txCreatedByName',
    ]);
}
export type ContainerRow = Awaited<
  ReturnType<ReturnType<typeof reachableContainers>['executeTakeFirstOrThrow']>
>;

export function filteredContainers(
  db: Kysely<DB>,
  scope: ContainerScope,
  language: Locale,
  filter: ContainerListFilter,
) {
  let query = reachableContainers(db, scope, language);
  if (filter.status) query = query.where('containers.status', '=', filter.status);
  if (filter.typeId) query = query.where('containers.containerTypeId', '=', filter.typeId);
  if (filter.locationId) query = query.where('containers.locationId', '=', filter.locationId);
  if (filter.term) {
    const pattern = likePattern(filter.term);
    query = query.where((eb) =>
      eb.or([
        eb('containers.number', 'ilike', pattern),
        eb('l.name', 'ilike', pattern),
        eb('c.name', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** The locations and types of the reachable containers, for the register's filters. */
export function containerFilterChoices(db: Kysely<DB>, scope: ContainerScope, language: Locale) {
  return Promise.all([
    db
      .selectFrom('containers')
      .innerJoin('locations as l', 'l.id', 'containers.locationId')
      .where(inContainerScope('containers', scope))
      .select(['l.id', 'l.name'])
      .distinct()
      .orderBy('l.name')
      .execute(),
    db
      .selectFrom('containerTypes as ct')
      .where('ct.marketId', '=', scope.marketId)
      .select(['ct.id', localizedName('ct.names', language).as('name')])
      .orderBy('ct.id')
      .execute(),
  ]);
}

/** Every transaction of a container, newest first, with its type's and location's names. */
export function containerTransactionsOf(db: Kysely<DB>, containerId: number, language: Locale) {
  return db
    .selectFrom('containerTransactions as tx')
    .innerJoin('containerTransactionTypes as tt', 'tt.id', 'tx.typeId')
    .leftJoin('locations as l', 'l.id', 'tx.locationId')
    .leftJoin('users as u', 'u.id', 'tx.createdBy')
    .where('tx.containerId', '=', containerId)
    .select([
      'tx.id',
      'tx.typeId',
      localizedName('tt.names', language).as('typeName'),
      'tx.locationId',
      'l.name as locationName',
      'tx.createdAt',
      'tx.endedAt',
      'tx.createdBy',
      'u.name as createdByName',
    ])
    .orderBy('tx.createdAt', 'desc')
    .orderBy('tx.id', 'desc')
    .execute();
}

/** Every repair mark of a container, newest first, with who set it. */
export function containerMarksOf(db: Kysely<DB>, containerId: number) {
  return db
    .selectFrom('containerStatusMarks as m')
    .innerJoin('users as u', 'u.id', 'm.markedBy')
    .where('m.containerId', '=', containerId)
    .select(['m.id', 'm.status', 'm.reason', 'm.markedBy', 'u.name as markedByName', 'm.markedAt'])
    .orderBy('m.markedAt', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}
