import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../../domain/shared/id.ts';
import { AuditEntryView } from '../../../../features/global-admin/components/audit-entry-view.tsx';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function LogEntryPage() {
  const { logId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Log entry`} tabs="global">
      <AuditEntryView id={pathIdOf(logId)} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/global/log/$logId')({ component: LogEntryPage });
