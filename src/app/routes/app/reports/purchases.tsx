import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PurchasesReport } from '../../../features/reports/components/purchases-report.tsx';
import {
  changedSearch,
  parseReportSearch,
  resolveReportSearch,
} from '../../../features/reports/report-search.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function PurchasesPage() {
  const search = resolveReportSearch(Route.useSearch());
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`Purchases report`}>
      <PurchasesReport
        search={search}
        onSearchChange={(change) => void navigate({ search: changedSearch(search, change), replace: true })}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/purchases')({
  validateSearch: parseReportSearch,
  component: PurchasesPage,
});
