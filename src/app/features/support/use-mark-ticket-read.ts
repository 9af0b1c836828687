import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markAlertRead } from '../../session/api.ts';
import { alertsQuery, sessionKeys } from '../../session/queries.ts';

/**
 * Opening a ticket reads its Support alerts, so the Support badge counts only answers not yet seen
 * (spec §2). An admin acting as someone else leaves that user's alerts unread (spec §4).
 */
export function useMarkTicketRead(ticketId: number, isImpersonating: boolean, isLoaded: boolean) {
  const queryClient = useQueryClient();
  const alerts = useQuery(alertsQuery());
  const unread = (alerts.data ?? []).filter(
    (alert) => alert.source === 'Support' && alert.sourceId === ticketId && !alert.data.read,
  );
  const unreadIds = unread.map((alert) => alert.id).join(',');

  useEffect(() => {
    if (!isLoaded || isImpersonating || unreadIds === '') return;
    const ids = unreadIds.split(',').map(Number);
    void Promise.all(ids.map((id) => markAlertRead(id).catch(() => undefined))).then(() =>
      queryClient.invalidateQueries({ queryKey: sessionKeys.alerts() }),
    );
  }, [isLoaded, isImpersonating, unreadIds, queryClient]);
}
