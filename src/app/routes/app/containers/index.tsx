import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ContainerListQuery } from '../../../../domain/containers/container-query.ts';
import { ContainersScreen } from '../../../features/containers/components/containers-screen.tsx';
import { parseContainerSearch } from '../../../features/containers/container-search.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function ContainersPage() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const handleChange = useCallback(
    (next: ContainerListQuery) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return (
    <ScreenFrame tabs="containers">
      <ContainersScreen filter={filter} onFilterChange={handleChange} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/containers/')({
  validateSearch: parseContainerSearch,
  component: ContainersPage,
});
