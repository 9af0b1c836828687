import type { ContainerDetail, ContainerList } from '../../../src/domain/containers/container-register.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

export const containersAs = (t: TestApp, login: string, query: Record<string, string> = {}) =>
  t.callAs<ContainerList>(login, 'GET', 'Containers', { query });

export const containerAs = (t: TestApp, login: string, id: number) =>
  t.callAs<ContainerDetail>(login, 'GET', 'Container', { query: { id: String(id) } });

/** Every container a login sees, all pages. */
export async function allContainersOf(t: TestApp, login: string, query: Record<string, string> = {}) {
  const first = await containersAs(t, login, query);
  if (first.status !== 200) throw new Error(`Containers as ${login}: ${JSON.stringify(first.body)}`);
  const list = first.body.data!;
  const items = [...list.items];
  for (let page = 2; (page - 1) * list.pageSize < list.total; page++) {
    items.push(...(await containersAs(t, login, { ...query, page: String(page) })).body.data!.items);
  }
  return items;
}

/** The id of a seeded container by its number, straight from the table. */
export async function containerIdOf(t: TestApp, number: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('containers')
    .select('id')
    .where('marketId', '=', 'no')
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The first seeded container at a location (by name) with the status, straight from the table. */
export async function seededContainer(t: TestApp, locationName: string, status: 'OK' | 'NeedsRepair' = 'OK') {
  return t.app.db
    .selectFrom('containers')
    .innerJoin('locations', 'locations.id', 'containers.locationId')
    .select(['containers.id', 'containers.number', 'containers.version'])
    .where('locations.name', '=', locationName)
    .where('containers.status', '=', status)
    .orderBy('containers.number')
    .executeTakeFirstOrThrow();
}

/** POST containerStatus as a login, with an Idempotency-Key when given (as the outbox sends it). */
export async function markAs(
  t: TestApp,
  login: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<ApiAnswer<ContainerDetail>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/no/containerStatus',
    payload: body as object,
    headers: {
      authorization: `Bearer ${await t.tokenOf(login)}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as ApiAnswer<ContainerDetail>['body'],
    response,
  };
}
