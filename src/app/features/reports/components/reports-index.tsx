import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { reportPaths } from '../../../../domain/reports/report-catalogue.ts';
import { reportCatalogueQuery } from '../queries.ts';
import { reachLabels, reportExplanations, reportTitles } from '../report-labels.ts';
import { useReportActor } from '../use-report-actor.ts';
import { ReportState } from './report-state.tsx';

/** /app/reports (issue 18 item 2): the reports the user may open, one line each, and how far they reach. */
export function ReportsIndex() {
  const { t, i18n } = useLingui();
  const catalogue = useQuery(reportCatalogueQuery(useReportActor()));
  const data = catalogue.data;

  return (
    <ReportState
      isPending={catalogue.isPending}
      error={catalogue.error}
      isEmpty={(data?.reports.length ?? 0) === 0}
      emptyText={t`You may not open any report.`}
    >
      {data && (
        <Stack gap="md">
          <Text c="dimmed">{i18n._(reachLabels[data.reach])}</Text>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {data.reports.map((report) => (
              <li key={report}>
                <Card
                  component={Link}
                  to={reportPaths[report]}
                  withBorder
                  padding="lg"
                  radius="md"
                  h="100%"
                  mih={88}
                  style={{ textDecoration: 'none' }}
                >
                  <Text fw={600} size="lg">
                    {i18n._(reportTitles[report])}
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {i18n._(reportExplanations[report])}
                  </Text>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </ReportState>
  );
}
