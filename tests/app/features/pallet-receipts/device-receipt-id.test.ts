import { describe, expect, it } from 'vitest';
import {
  deviceReceiptParam,
  parseReceiptParam,
} from '../../../../src/app/features/pallet-receipts/device-receipt-id.ts';

describe('receipt addresses', () => {
  it('tells a server id from a copy on this device', () => {
    const localId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(parseReceiptParam('42')).toEqual({ kind: 'server', id: 42 });
    expect(parseReceiptParam(deviceReceiptParam(localId))).toEqual({ kind: 'device', localId });
  });

  it('finds nothing in anything else', () => {
    for (const param of ['0', '-1', '1.5', 'abc', 'device-', 'device-../x', '12345678901']) {
      expect(parseReceiptParam(param)).toBeNull();
    }
  });
});
