import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScheduleScreen } from '../../../features/orders/schedules/schedule-screen.tsx';

export const Route = createFileRoute('/app/dispatch/scheduled')({
  component: () => <ScheduleScreen type="HE" title={msg`Scheduled pickups`} tabs="dispatch" />,
});
