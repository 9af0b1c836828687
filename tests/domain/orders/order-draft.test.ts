import { describe, expect, it } from 'vitest';
import { draftEnds, orderDraftSchema, sendOrdersSchema } from '../../../src/domain/orders/order-draft.ts';
import { formatOrderNo, runningNoOf } from '../../../src/domain/orders/order-number.ts';

const line = { productId: 'EUR', treatmentId: 'STD', qualityId: 'A', quantity: 30 };
const draft = { transactionTypeId: 'TO', locationIdFrom: 1, sendDate: '2026-03-02', lines: [line] };

describe('the order draft schema (issue 4, spec §5 Ordering)', () => {
  it('accepts a draft and turns empty references into null', () => {
    const parsed = orderDraftSchema.parse({ ...draft, reference: '  ', myReference: ' week 9 ' });
    expect(parsed.reference).toBeNull();
    expect(parsed.myReference).toBe('week 9');
  });

  it('names the field of bad input', () => {
    const paths = (input: unknown) =>
      orderDraftSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...draft, lines: [{ ...line, quantity: 0 }] })).toEqual(['lines.0.quantity']);
    expect(paths({ ...draft, lines: [{ ...line, quantity: 100_001 }] })).toEqual(['lines.0.quantity']);
    expect(paths({ ...draft, lines: [] })).toEqual(['lines']);
    expect(paths({ ...draft, sendDate: '2026-02-30' })).toEqual(['sendDate']);
    expect(paths({ ...draft, transactionTypeId: 'GL' })).toEqual(['transactionTypeId']);
    expect(paths({ ...draft, id: 5 })).toEqual(['version']);
    expect(paths({ ...draft, customsHandler: 'agent' })).toEqual(['customsHandler']);
  });

  it('refuses the same product choice twice, whatever the case of its ids (spec §3 key)', () => {
    const result = orderDraftSchema.safeParse({ ...draft, lines: [line, { ...line, productId: 'eur' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines.1']);
  });

  it('puts the acting location at the receiving end of an order and the sending end of a pickup', () => {
    expect(draftEnds('TO')).toEqual({ acting: 'locationIdTo', chosen: 'locationIdFrom' });
    expect(draftEnds('HE')).toEqual({ acting: 'locationIdFrom', chosen: 'locationIdTo' });
    expect(draftEnds('RO')).toEqual({ acting: 'locationIdFrom', chosen: 'locationIdTo' });
  });

  it('sends 1 to 200 distinct drafts at once', () => {
    expect(sendOrdersSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(sendOrdersSchema.safeParse({ ids: [1, 1] }).success).toBe(false);
    expect(sendOrdersSchema.safeParse({ ids: Array.from({ length: 201 }, (_, i) => i + 1) }).success).toBe(
      false,
    );
    expect(sendOrdersSchema.parse({ ids: [3, 4] }).ids).toEqual([3, 4]);
  });
});

describe('order numbers (spec §3 order no.)', () => {
  it('writes the market prefix, the send year and a running number of at least four digits', () => {
    expect(formatOrderNo('no', '2026-03-02', 42)).toBe('NO-260042');
    expect(formatOrderNo('swa', '2025-12-31', 12345)).toBe('SW-2512345');
    expect(runningNoOf('NO-260042')).toBe(42);
    expect(runningNoOf('SW-2512345')).toBe(12345);
    expect(runningNoOf('free text')).toBeNull();
  });
});
