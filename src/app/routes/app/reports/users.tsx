import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UsersReport } from '../../../features/reports/components/users-report.tsx';
import { changedSearch, validateReportSearch } from '../../../features/reports/report-search.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function UsersPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`Users report`}>
      <UsersReport
        search={search}
        onSearchChange={(change) => void navigate({ search: changedSearch(search, change), replace: true })}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/users')({
  validateSearch: validateReportSearch,
  component: UsersPage,
});
