import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dockBadge } from '../../../../domain/dock/dock-orders.ts';
import { useOutboxEntries } from '../../../offline/use-outbox.ts';
import { dockOrdersQuery } from './dock-queries.ts';
import { doneHere } from './pending-dock-work.ts';
import { useDockScope } from './use-dock-order.ts';

export interface DockBadges {
  reception: number;
  expedition: number;
}

/**
 * The Reception and Dispatching badges (issue 6 item 6): what waits at the acting location, from the
 * server's lists (kept on the device, so offline the last ones), less what this device has received
 * or sent and not yet synced. `enabled` is false where the navigation shows neither item.
 */
export function useDockBadges(enabled: boolean): DockBadges {
  const scope = useDockScope();
  const lists = useQuery({ ...dockOrdersQuery(scope), enabled });
  const entries = useOutboxEntries();
  return useMemo(() => {
    const done = doneHere(entries);
    return {
      reception: dockBadge('reception', lists.data?.reception ?? [], done.received),
      expedition: dockBadge('expedition', lists.data?.expedition ?? [], done.sent),
    };
  }, [lists.data, entries]);
}
