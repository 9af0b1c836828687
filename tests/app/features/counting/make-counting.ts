import type { CountingReport } from '../../../../src/domain/counting/counting-report.ts';
import type { StockProduct } from '../../../../src/domain/dock/stock-details.ts';
import type { AvailableProduct } from '../../../../src/domain/products/available-products.ts';
import type { OutboxEntry } from '../../../../src/app/offline/local-db.ts';
import { entryOf } from '../../offline/outbox-entry.ts';

export const locationId = 200;

const names: Record<string, string> = { EUR: 'EUR pallet', HALF: 'Half pallet', IND: 'Industrial pallet' };

/** An unconfirmed count of 30 EUR pallets against a balance of 25, at version 1. */
export function makeReport(overrides: Partial<CountingReport> = {}): CountingReport {
  const productId = overrides.productId ?? 'EUR';
  const countedVolume = overrides.countedVolume ?? 30;
  const balance = overrides.balance ?? 25;
  return {
    id: 1,
    locationId,
    productId,
    treatmentId: 'STD',
    qualityId: 'A',
    productName: names[productId] ?? productId,
    treatmentName: 'Standard',
    qualityName: 'Grade A',
    inboundVolume: 4,
    outboundVolume: 2,
    confirmed: false,
    confirmedAt: null,
    registeredBy: 9,
    registeredByName: 'Hilde Bakke',
    registeredAt: '2026-11-20T08:00:00.000Z',
    version: 1,
    ...overrides,
    countedVolume,
    balance,
    difference: countedVolume - balance,
  };
}

/** A product choice the location carries (GET AvailableProducts). */
export function makeCarried(productId: string): AvailableProduct {
  return {
    id: productId.length,
    productId,
    treatmentId: 'STD',
    qualityId: 'A',
    productName: names[productId] ?? productId,
    name: names[productId] ?? productId,
    image: null,
    treatmentName: 'Standard',
    qualityName: 'Grade A',
    treatmentIsDefault: true,
    qualityIsDefault: true,
    isPooling: true,
    tpuPerStack: 15,
    availability: 'available',
    key: `${productId}|STD|A`,
  };
}

/** A location's stock of one choice (GET stockDetails), EUR pallets of 25 kg unless told. */
export function makeStock(
  productId: string,
  balance: number,
  overrides: Partial<StockProduct> = {},
): StockProduct {
  return {
    productId,
    treatmentId: 'STD',
    qualityId: 'A',
    productName: names[productId] ?? productId,
    treatmentName: 'Standard',
    qualityName: 'Grade A',
    balance,
    incoming: 0,
    outgoing: 0,
    physicalBalance: null,
    weightKg: 25,
    tonsBalance: balance * 0.025,
    creditOrOwes: balance > 0 ? 'credit' : balance < 0 ? 'owes' : null,
    ...overrides,
  };
}

const choiceOf = (productId: string) => ({ locationId, productId, treatmentId: 'STD', qualityId: 'A' });

/** A save of counts made on this device: `[productId, counted]` new, or `[report, counted]` a recount. */
export function saveEntry(
  counts: readonly (readonly [string | CountingReport, number])[],
  overrides: Partial<OutboxEntry> = {},
): OutboxEntry {
  const reports = counts.map(([what, countedVolume]) =>
    typeof what === 'string'
      ? { ...choiceOf(what), countedVolume }
      : { ...choiceOf(what.productId), id: what.id, version: what.version, countedVolume },
  );
  return entryOf({
    kind: 'countingReports',
    entityKey: `counting:${locationId}`,
    locationId,
    subject: 'Alnabru (1001)',
    payload: { locationId, reports },
    baseVersion: null,
    createdAt: Date.UTC(2026, 10, 24, 9, 30),
    ...overrides,
  });
}

/** A confirm or delete of a report made on this device. */
export function actionEntry(
  kind: 'countingReportConfirm' | 'countingReportDelete',
  report: CountingReport,
  overrides: Partial<OutboxEntry> = {},
): OutboxEntry {
  return entryOf({
    kind,
    entityKey: `counting:${locationId}`,
    locationId,
    subject: 'Alnabru (1001)',
    payload: { locationId, id: report.id, version: report.version },
    baseVersion: null,
    ...overrides,
  });
}
