import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { isInvoiceType } from '../../../../../../domain/reports/invoices.ts';
import { InvoiceList } from '../../../../../features/reports/components/invoice-list.tsx';
import {
  changedSearch,
  parseReportSearch,
  resolveReportSearch,
} from '../../../../../features/reports/report-search.ts';
import { ScreenFrame } from '../../../../../shell/screen-frame.tsx';

function InvoicesPage() {
  const { type } = Route.useParams();
  const search = resolveReportSearch(Route.useSearch());
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`Invoices`}>
      {isInvoiceType(type) ? (
        <InvoiceList
          type={type}
          onTypeChange={(next) => void navigate({ params: { type: next }, search, replace: true })}
          search={search}
          onSearchChange={(change) => void navigate({ search: changedSearch(search, change), replace: true })}
        />
      ) : (
        <Alert color="yellow" role="alert">
          <Trans>There are no invoices of this type.</Trans>
        </Alert>
      )}
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/invoices/$type/')({
  validateSearch: parseReportSearch,
  component: InvoicesPage,
});
