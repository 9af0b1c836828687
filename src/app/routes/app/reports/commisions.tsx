import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CommissionsReport } from '../../../features/reports/components/commissions-report.tsx';
import {
  changedSearch,
  parseReportSearch,
  resolveReportSearch,
} from '../../../features/reports/report-search.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function CommissionsPage() {
  const search = resolveReportSearch(Route.useSearch());
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`Commission report`}>
      <CommissionsReport
        search={search}
        onSearchChange={(change) => void navigate({ search: changedSearch(search, change), replace: true })}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/commisions')({
  validateSearch: parseReportSearch,
  component: CommissionsPage,
});
