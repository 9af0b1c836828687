import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { TicketListQuery } from '../../../../../domain/support/ticket-query.ts';
import { TicketsScreen } from '../../../../features/support/components/tickets-screen.tsx';
import { parseTicketSearch } from '../../../../features/support/ticket-search.ts';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function TicketsPage() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const handleChange = useCallback(
    (next: TicketListQuery) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return (
    <ScreenFrame tabs="support">
      <TicketsScreen filter={filter} onFilterChange={handleChange} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/support/tickets/')({
  validateSearch: parseTicketSearch,
  component: TicketsPage,
});
