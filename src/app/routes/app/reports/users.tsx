import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UsersReport } from '../../../features/reports/components/users-report.tsx';
import {
  changedSearch,
  parseReportSearch,
  resolveReportSearch,
} from '../../../features/reports/report-search.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function UsersPage() {
  const search = resolveReportSearch(Route.useSearch());
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
  validateSearch: parseReportSearch,
  component: UsersPage,
});
