import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { RentalListQuery } from '../../../../../domain/containers/rental-input.ts';
import { RentalsScreen } from '../../../../features/rentals/components/rentals-screen.tsx';
import { parseRentalSearch } from '../../../../features/rentals/rental-search.ts';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function RentalsPage() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const handleChange = useCallback(
    (next: RentalListQuery) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return (
    <ScreenFrame title={msg`Rentals`} tabs="containers">
      <RentalsScreen filter={filter} onFilterChange={handleChange} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/containers/rentals/')({
  validateSearch: parseRentalSearch,
  component: RentalsPage,
});
