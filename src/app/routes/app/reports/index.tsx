import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReportsIndex } from '../../../features/reports/components/reports-index.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/reports/')({
  component: () => (
    <ScreenFrame title={msg`Reports`}>
      <ReportsIndex />
    </ScreenFrame>
  ),
});
