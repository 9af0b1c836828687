import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuditLogScreen } from '../../../../features/global-admin/components/audit-log-screen.tsx';
import { parseLogFilter } from '../../../../features/global-admin/log-filter.ts';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function LogPage() {
  const filter = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`Log`} tabs="global">
      <AuditLogScreen
        filter={filter}
        onFilterChange={(next) => void navigate({ search: next, replace: true })}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/global/log/')({
  // The filter lives in the address, so going back from an entry keeps it.
  validateSearch: parseLogFilter,
  component: LogPage,
});
