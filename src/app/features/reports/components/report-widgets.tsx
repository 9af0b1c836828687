import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { volumeUnits, type VolumeUnit } from '../../../../domain/reports/report-filter.ts';
import { reportPaths } from '../../../../domain/reports/report-catalogue.ts';
import { reportWidgetsQuery } from '../queries.ts';
import { useReportFormat } from '../report-format.ts';
import { unitLabels } from '../report-labels.ts';
import { useReportActor } from '../use-report-actor.ts';

/** The widgets' period: the last 12 months (spec §9 "the last {count} months"). */
export const widgetMonths = 12;

interface WidgetCardProps {
  title: ReactNode;
  value: string;
  to: string;
  linkText: string;
  children?: ReactNode;
}

function WidgetCard({ title, value, to, linkText, children }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text fw={600} id={titleId}>
          {title}
        </Text>
        <Text fz={32} fw={700} lh={1.1}>
          {value}
        </Text>
        {children}
        <Anchor component={Link} to={to} size="sm">
          {linkText}
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * The start page's report widgets (spec §9): fill degree and reuse degree over the last months and the
 * volume since 1 January in pallets or tons, for the user's reach; each links to its report.
 */
export function ReportWidgets() {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const widgets = useQuery(reportWidgetsQuery(useReportActor(), widgetMonths));
  const [unit, setUnit] = useState<VolumeUnit>('pallets');
  const data = widgets.data;
  // No figures, no widgets: the start page stays usable while the reports are not reachable.
  if (!data) return null;

  const count = data.months;
  const degree = (value: number | null) => (value === null ? '\u2013' : format.percent(value));
  const year = String(data.year);
  const tons = format.tons(data.volumeTons);
  const volume = unit === 'tons' ? t`${tons} t` : format.count(data.volumePallets);

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Environment and volume</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <WidgetCard
          title={
            <Plural
              value={count}
              one="Fill degree over the last month"
              other="Fill degree over the last # months"
            />
          }
          value={degree(data.fillDegree)}
          to={reportPaths.locations}
          linkText={t`Open the locations report`}
        />
        <WidgetCard
          title={
            <Plural
              value={count}
              one="Reuse degree over the last month"
              other="Reuse degree over the last # months"
            />
          }
          value={degree(data.reuseDegree)}
          to={reportPaths.transactions}
          linkText={t`Open the transactions report`}
        />
        <WidgetCard
          title={t`Volume since 1 January ${year}`}
          value={volume}
          to={reportPaths.volumes}
          linkText={t`Open the pallet volumes report`}
        >
          <SegmentedControl
            aria-label={t`Unit`}
            value={unit}
            onChange={(next) => setUnit(next as VolumeUnit)}
            data={volumeUnits.map((value) => ({ value, label: i18n._(unitLabels[value]) }))}
          />
        </WidgetCard>
      </SimpleGrid>
    </Stack>
  );
}
