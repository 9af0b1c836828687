import { projectFields } from '../../../domain/shared/include-fields.ts';

/**
 * The list's rows (PostgreSQL's JSON text, order-row-json.ts) with only the fields `include` names
 * (spec §7 GET Orders: `transactionStatus=6 and include`). Without `include` the text goes out as it
 * came, so the default list keeps its fast path (bench/order-list.ts); with it, the rows are read and
 * written once here, a price only a caller that asked for fewer fields pays.
 */
export function includedRowsJson(rowsJson: string, include: readonly string[]): string {
  if (include.length === 0) return rowsJson;
  const rows = JSON.parse(rowsJson) as Record<string, unknown>[];
  return JSON.stringify(rows.map((row) => projectFields(row, include)));
}
