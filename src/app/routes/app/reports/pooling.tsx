import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PoolingReport } from '../../../features/reports/components/pooling-report.tsx';
import {
  changedSearch,
  parseReportSearch,
  resolveReportSearch,
} from '../../../features/reports/report-search.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function PoolingPage() {
  const search = resolveReportSearch(Route.useSearch());
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`Pooling balance control`}>
      <PoolingReport
        search={search}
        onSearchChange={(change) => void navigate({ search: changedSearch(search, change), replace: true })}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/pooling')({
  validateSearch: parseReportSearch,
  component: PoolingPage,
});
