/**
 * Splits a bulk insert into batches of at most 500 rows, well below PostgreSQL's limit of 65,535 bind
 * parameters per statement, and returns what each batch returned, in order.
 */
export const insertBatchSize = 500;

export async function insertInBatches<Row, Result>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<Result[]>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += insertBatchSize) {
    results.push(...(await insert(rows.slice(start, start + insertBatchSize))));
  }
  return results;
}
