import type { CountingReport, CountingReportInput } from '../../../src/domain/counting/counting-report.ts';
import type { StockDetails, StockProduct } from '../../../src/domain/dock/stock-details.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { dataOf } from '../dock/arrival-api.ts';

/** A new count of a product choice written as 'EUR/STD/A', as the counting screen sends it. */
export function countOf(locationId: number, choice: string, countedVolume: number): CountingReportInput {
  const [productId = '', treatmentId = '', qualityId = ''] = choice.split('/');
  return { locationId, productId, treatmentId, qualityId, countedVolume };
}

/** A recount of a saved report at the version it was seen at. */
export const recountOf = (report: CountingReport, countedVolume: number): CountingReportInput => ({
  ...countOf(
    report.locationId,
    `${report.productId}/${report.treatmentId}/${report.qualityId}`,
    countedVolume,
  ),
  id: report.id,
  version: report.version,
});

export const choiceOf = (row: { productId: string; treatmentId: string; qualityId: string }) =>
  `${row.productId}/${row.treatmentId}/${row.qualityId}`;

export function saveAs(t: TestApp, login: string, reports: unknown[]) {
  return t.callAs<CountingReport[]>(login, 'POST', 'countingReports', { body: { reports } });
}

export function listAs(t: TestApp, login: string, locationId: number) {
  return t.callAs<CountingReport[]>(login, 'GET', 'countingReports', {
    query: { locationId: String(locationId) },
  });
}

export function confirmAs(t: TestApp, login: string, report: Pick<CountingReport, 'id' | 'version'>) {
  return t.callAs<CountingReport>(login, 'POST', 'countingReportConfirm', {
    body: { id: report.id, version: report.version },
  });
}

export function deleteAs(t: TestApp, login: string, report: Pick<CountingReport, 'id' | 'version'>) {
  return t.callAs<{ message: string }>(login, 'POST', 'countingReportDelete', {
    body: { id: report.id, version: report.version },
  });
}

/** A location's stock of one product choice, as GET /stockDetails answers it. */
export async function stockOf(t: TestApp, login: string, locationId: number, choice: string) {
  const stock = dataOf(
    await t.callAs<StockDetails>(login, 'GET', 'stockDetails', { query: { locationId: String(locationId) } }),
    'stockDetails',
  );
  return stock.products.find((row) => choiceOf(row) === choice) as StockProduct | undefined;
}

/** The adjustments a counting report booked, straight from the table. */
export async function adjustmentsOf(t: TestApp, reportId: number) {
  return t.app.db
    .selectFrom('balanceMovements')
    .select(['locationId', 'kind', 'productId', 'treatmentId', 'qualityId', 'quantity'])
    .where('countingReportId', '=', reportId)
    .execute();
}

/** How many counting reports and balance movements are stored, deleted ones included. */
export async function storedRows(t: TestApp) {
  const count = async (table: 'countingReports' | 'balanceMovements') => {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  };
  return { reports: await count('countingReports'), movements: await count('balanceMovements') };
}
