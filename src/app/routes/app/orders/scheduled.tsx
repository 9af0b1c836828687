import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScheduleScreen } from '../../../features/orders/schedules/schedule-screen.tsx';

export const Route = createFileRoute('/app/orders/scheduled')({
  component: () => <ScheduleScreen type="TO" title={msg`Scheduled orders`} tabs="orders" />,
});
