import { describe, expect, it } from 'vitest';
import { showsCommentBadge } from '../../../src/domain/orders/comment-badge.ts';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';

describe('the comment badge (spec §4, display rules)', () => {
  it('is hidden for drafts, with or without comments', () => {
    expect(showsCommentBadge({ transactionStatusId: s.Web, commentCount: 0 })).toBe(false);
    expect(showsCommentBadge({ transactionStatusId: s.Web, commentCount: 3 })).toBe(false);
  });

  it('is hidden for delivered orders with 0 comments, shown when they have comments', () => {
    expect(showsCommentBadge({ transactionStatusId: s.Confirmed, commentCount: 0 })).toBe(false);
    expect(showsCommentBadge({ transactionStatusId: s.Confirmed, commentCount: 1 })).toBe(true);
  });

  it('is shown for every other status, even with 0 comments', () => {
    for (const status of [s.Ordered, s.ConfirmedWaba, s.Picked, s.Sent, s.NotAgreed, s.WaitForAgreement]) {
      expect(showsCommentBadge({ transactionStatusId: status, commentCount: 0 })).toBe(true);
    }
  });
});
