import { describe, expect, it } from 'vitest';
import { shownFromDevice } from '../../../../src/app/features/pallet-receipts/receipt-shown.ts';
import type { PalletReceiptPayload } from '../../../../src/app/offline/outbox-kinds.ts';
import { eurPallet } from '../dock/arrivals-harness.ts';

const payload: PalletReceiptPayload = {
  variant: 'plain',
  locationId: 7,
  lines: [
    { productId: 'EUR', treatmentId: 'STD', qualityId: 'A', inbound: 5, outbound: 2, counted: null },
    { productId: 'GONE', treatmentId: 'STD', qualityId: 'A', inbound: 1, outbound: 0, counted: null },
  ],
  signature: { signerName: 'Ola', signerRole: 'counterpart', image: 'data:image/png;base64,AAAA' },
  note: 'Wet pallets',
  localId: 'l-1',
};

describe("the device's copy of a receipt", () => {
  it('names products and the location from what the device keeps, ids where it keeps none', () => {
    const location = {
      id: 7,
      name: 'Fjellmeieriet Hamar',
      number: '2002',
      statusId: 1,
      customerId: 3,
      palletReceiptDays: [2, 4],
    };
    const shown = shownFromDevice(payload, Date.UTC(2026, 10, 24, 8), [eurPallet], location);
    expect(shown.receiptNo).toBeNull();
    expect(shown.locationName).toBe('Fjellmeieriet Hamar');
    expect(shown.lines.map((line) => [line.productName, line.qualityName, line.inbound])).toEqual([
      ['EUR pallet', 'Grade A', 5],
      ['GONE', 'A', 1],
    ]);
    expect(shown.signerRole).toBe('counterpart');
    expect(shown.registeredAt).toBe('2026-11-24T08:00:00.000Z');
    expect(shownFromDevice(payload, 0, [], undefined).locationName).toBe('7');
  });
});
