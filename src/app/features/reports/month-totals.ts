/** Sums a value of month rows per month, months in order: what a chart per month draws. */
export function sumPerMonth<Row extends { month: string }>(
  rows: readonly Row[],
  values: Record<string, (row: Row) => number>,
): Record<string, string | number>[] {
  const byMonth = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const sums = byMonth.get(row.month) ?? {};
    for (const [name, value] of Object.entries(values)) sums[name] = (sums[name] ?? 0) + value(row);
    byMonth.set(row.month, sums);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, sums]) => ({ month, ...sums }));
}
