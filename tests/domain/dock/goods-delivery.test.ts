import { describe, expect, it } from 'vitest';
import { arrivalLinesSchema } from '../../../src/domain/dock/arrival-lines.ts';
import { goodsDeliverySchema } from '../../../src/domain/dock/goods-delivery.ts';

const eur = { productId: 'EUR', treatmentId: 'HT', qualityId: 'A', quantity: 30 };
const delivery = { sendDate: '2026-03-02', lines: [eur] };

describe('POST goodsDelivery (issue 6 item 3)', () => {
  it('takes a location of the market, or an external location', () => {
    expect(goodsDeliverySchema.parse({ ...delivery, locationIdTo: 200 })).toMatchObject({
      locationIdTo: 200,
      externalLocationId: null,
    });
    expect(goodsDeliverySchema.parse({ ...delivery, externalLocationId: 4 })).toMatchObject({
      locationIdTo: null,
      externalLocationId: 4,
    });
  });

  it('refuses both a location and an external location, or neither', () => {
    for (const ends of [{ locationIdTo: 200, externalLocationId: 4 }, {}]) {
      const result = goodsDeliverySchema.safeParse({ ...delivery, ...ends });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['locationIdTo'],
        message: 'must name either a location or an external location',
      });
    }
  });
});

describe('the lines of an arrival or delivery with no order (issue 6 items 2–3)', () => {
  it('takes each product choice once', () => {
    expect(arrivalLinesSchema.safeParse([eur, { ...eur, qualityId: 'B' }]).success).toBe(true);
  });

  it('refuses a product choice repeated in another case (spec §3 composite key)', () => {
    const result = arrivalLinesSchema.safeParse([eur, { ...eur, productId: 'eur', qualityId: ' a ' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('repeats a product choice');
    expect(result.error?.issues[0]?.path).toEqual([1]);
  });

  it('refuses no line at all', () => {
    expect(arrivalLinesSchema.safeParse([]).success).toBe(false);
  });
});
