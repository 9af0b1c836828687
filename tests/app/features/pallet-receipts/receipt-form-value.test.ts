import { describe, expect, it } from 'vitest';
import {
  emptyReceiptForm,
  receiptLines,
  receiptPayload,
  receiptProblems,
  type ReceiptFormValue,
} from '../../../../src/app/features/pallet-receipts/receipt-form-value.ts';

const eur = { productId: 'EUR', treatmentId: 'STD', qualityId: 'A' };
const half = { productId: 'HALF', treatmentId: 'STD', qualityId: 'A' };
const signature = 'data:image/png;base64,iVBORw0KGgo=';

const filled = (change: Partial<ReceiptFormValue> = {}): ReceiptFormValue => ({
  ...emptyReceiptForm(7),
  signerName: 'Kari Nordmann',
  signature,
  counts: { 'EUR|STD|A': { inbound: 10, outbound: 4, counted: null } },
  ...change,
});

describe('the pallet receipt form', () => {
  it('sends only what moved on a plain receipt, and only what was counted on an inventory one', () => {
    const form = filled({
      counts: {
        'EUR|STD|A': { inbound: 10, outbound: 0, counted: 3 },
        'HALF|STD|A': { inbound: 0, outbound: 0, counted: 0 },
      },
    });
    expect(receiptLines(form, 'plain', [eur, half])).toEqual([
      { ...eur, inbound: 10, outbound: 0, counted: null },
    ]);
    // A counted 0 is a count: the pallets are gone.
    expect(receiptLines(form, 'inventory', [eur, half])).toEqual([
      { ...eur, inbound: 0, outbound: 0, counted: 3 },
      { ...half, inbound: 0, outbound: 0, counted: 0 },
    ]);
  });

  it('asks for a location first (spec §5), then products, pallets, a name and a signature', () => {
    expect([...receiptProblems(emptyReceiptForm(null), 'plain', undefined)]).toEqual([
      'location',
      'lines',
      'signerName',
      'signature',
    ]);
    expect([...receiptProblems(filled(), 'plain', [])]).toEqual(['noProducts', 'lines']);
    expect([...receiptProblems(filled(), 'plain', [eur])]).toEqual([]);
    expect([...receiptProblems(filled({ signerName: '  ' }), 'plain', [eur])]).toEqual(['signerName']);
    // Nothing counted on an inventory receipt yet.
    expect([...receiptProblems(filled(), 'inventory', [eur])]).toEqual(['lines']);
  });

  it('builds the outbox payload with the server schema, the local id beside it', () => {
    const payload = receiptPayload(filled({ note: '  ' }), 'plain', [eur, half], 'local-1');
    expect(payload).toEqual({
      variant: 'plain',
      locationId: 7,
      lines: [{ ...eur, inbound: 10, outbound: 4, counted: null }],
      signature: { signerName: 'Kari Nordmann', signerRole: 'driver', image: signature },
      note: null,
      localId: 'local-1',
    });
  });

  it('refuses to build a payload the server would refuse', () => {
    expect(() => receiptPayload(filled({ signature: 'not a png' }), 'plain', [eur], 'x')).toThrow();
  });
});
