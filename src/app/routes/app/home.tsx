import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { hasTask } from '../../../domain/tasks/web-tasks.ts';
import { ReportWidgets } from '../../features/reports/components/report-widgets.tsx';
import { StartPage } from '../../shell/start-page.tsx';

/** The start page, with the report widgets of spec §9 for users with the Reports task. */
function HomePage() {
  const { start } = Route.useRouteContext();
  return (
    <Stack gap="xl">
      <StartPage />
      {hasTask(start.tasks, 'REPORTS') && <ReportWidgets />}
    </Stack>
  );
}

export const Route = createFileRoute('/app/home')({
  component: HomePage,
});
