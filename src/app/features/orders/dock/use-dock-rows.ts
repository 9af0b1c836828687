import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isWaitingIn } from '../../../../domain/dock/badge-counts.ts';
import { dockAreas, type DockArea } from '../../../../domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { orderEntityKey } from '../../../offline/entity-keys.ts';
import { localDb, type OutboxEntry } from '../../../offline/local-db.ts';
import { useLiveQuery } from '../../../offline/use-live-query.ts';
import { useOfflineUserId } from '../../../offline/use-outbox.ts';
import { answeredRows, withAnsweredRows } from './answered-rows.ts';
import { dockOrdersQuery } from './dock-queries.ts';
import { withDockWork } from './pending-dock-work.ts';
import { useDockScope } from './use-dock-order.ts';

export interface DockRowView {
  order: OrderRow;
  /** Work on it waits on this device. */
  isPending: boolean;
}

export interface DockAreaRows {
  /** What waits for the dock: listed first, and the area's badge (domain badge-counts.ts). */
  waiting: DockRowView[];
  others: DockRowView[];
}

const noEntries: OutboxEntry[] = [];

/** The user's entries, sent ones too until the device forgets them: one snapshot for rows and answers. */
function useAllEntries(): OutboxEntry[] {
  const userId = useOfflineUserId();
  return useLiveQuery(
    async () => (userId === null ? noEntries : localDb.outbox.where('userId').equals(userId).sortBy('seq')),
    [userId],
    noEntries,
  );
}

/**
 * The acting location's dock lists as this device knows them (issue 15 item 4): the server's rows
 * (kept on the device offline) with the user's work applied, each area split into what waits and the
 * rest by the one rule the badges count with. `enabled` is false where no dock screen is shown.
 */
export function useDockRows(enabled = true) {
  const { customerId, locationId, isProviderLocation } = useDockScope();
  const scope = useMemo(
    () => ({ customerId, locationId, isProviderLocation }),
    [customerId, locationId, isProviderLocation],
  );
  const queryClient = useQueryClient();
  const lists = useQuery({ ...dockOrdersQuery(scope), enabled });
  const entries = useAllEntries();
  const answers = useMemo(() => answeredRows(entries), [entries]);

  // Sent work's answers go into the kept lists before the device forgets the entries.
  useEffect(() => {
    if (answers.length === 0) return;
    queryClient.setQueryData(dockOrdersQuery(scope).queryKey, (current) => {
      const next = current && withAnsweredRows(current, answers);
      // Unchanged: no write, so the list's own refresh time stands.
      return next === current ? undefined : next;
    });
  }, [answers, queryClient, scope]);

  const areas = useMemo(() => {
    const split = (area: DockArea): DockAreaRows => {
      const rows = (lists.data?.[area] ?? []).map((order): DockRowView => {
        const own = entries.filter((entry) => entry.entityKey === orderEntityKey(order.id));
        return {
          order: withDockWork(order, own, scope),
          isPending: own.some((entry) => entry.state !== 'done'),
        };
      });
      return {
        waiting: rows.filter((row) => isWaitingIn(area, row.order)),
        others: rows.filter((row) => !isWaitingIn(area, row.order)),
      };
    };
    return Object.fromEntries(dockAreas.map((area) => [area, split(area)])) as Record<DockArea, DockAreaRows>;
  }, [lists.data, entries, scope]);

  return { lists, areas };
}
