import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TransactionsReport } from '../../../features/reports/components/transactions-report.tsx';
import {
  changedSearch,
  parseReportSearch,
  resolveReportSearch,
} from '../../../features/reports/report-search.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function TransactionsPage() {
  const search = resolveReportSearch(Route.useSearch());
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`Transactions report`}>
      <TransactionsReport
        search={search}
        onSearchChange={(change) => void navigate({ search: changedSearch(search, change), replace: true })}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/transactions')({
  validateSearch: parseReportSearch,
  component: TransactionsPage,
});
