import { orderStatus as s, type OrderStatusId } from '../orders/order-statuses.ts';
import type { TransactionTypeId } from '../orders/transaction-types.ts';

/** The dock's three work lists at the acting location (issue 6; spec §2 Delivery, Reception, Expedition). */
export const dockAreas = ['reception', 'expedition', 'delivery'] as const;
export type DockArea = (typeof dockAreas)[number];

export interface DockAreaRule {
  /** Which end of the order is the acting location. */
  end: 'locationIdTo' | 'locationIdFrom';
  types: readonly TransactionTypeId[];
  /** Orders listed. */
  statuses: readonly OrderStatusId[];
  /** Orders that wait for the dock: shown first and counted in the badge (badge-counts.ts). */
  waiting: readonly OrderStatusId[];
}

const sortingSteps: readonly OrderStatusId[] = [s.ReceivedSort, s.WaitForSort, s.Treatment, s.WaitForAccept];

export const dockAreaRules: Record<DockArea, DockAreaRule> = {
  reception: {
    end: 'locationIdTo',
    types: ['TO', 'HE', 'RO', 'GL', 'OO'],
    statuses: [s.Sent, s.NotAgreed, s.WaitForAgreement, ...sortingSteps, s.WaitForConfirmation],
    waiting: [s.Sent, s.ReceivedSort, s.WaitForSort, s.Treatment],
  },
  expedition: {
    end: 'locationIdFrom',
    types: ['TO', 'HE', 'RO'],
    statuses: [s.Ordered, s.ConfirmedWaba, s.Picked],
    waiting: [s.ConfirmedWaba, s.Picked],
  },
  delivery: {
    end: 'locationIdFrom',
    types: ['GL', 'OO'],
    statuses: [s.Ordered, s.ConfirmedWaba, s.Picked, s.NotAgreed],
    waiting: [s.NotAgreed],
  },
};

/** The most orders one area lists; a dock has far fewer open at once. */
export const dockAreaMax = 500;

/** GET dockOrders: the acting location's three work lists, lines included, each at most dockAreaMax. */
export type DockOrders<Row> = Record<DockArea, Row[]>;
