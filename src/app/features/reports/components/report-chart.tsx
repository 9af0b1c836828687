import '@mantine/charts/styles.css';
import './reports.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface ReportChartProps {
  /** The chart's caption, shown and read out. */
  title: string;
  data: Record<string, string | number>[];
  /** The field of each datum on the x axis. */
  dataKey: string;
  series: ChartSeries[];
  valueFormatter?: (value: number) => string;
  kind?: 'bar' | 'line';
}

/**
 * A report's chart (Mantine charts, issue 18 item 2), for what a person would rather look at than read.
 * The table below it holds the same figures, so the chart is a figure with a caption and no more.
 */
export function ReportChart({
  title,
  data,
  dataKey,
  series,
  valueFormatter,
  kind = 'bar',
}: ReportChartProps) {
  const chartSeries = series.map(({ name, label, color }) => ({ name, label, color }));
  const common = {
    h: 260,
    data,
    dataKey,
    series: chartSeries,
    valueFormatter,
    withLegend: true,
    tickLine: 'y' as const,
  };
  return (
    <Box component="figure" m={0} className="report-chart" data-report-chart>
      <Text component="figcaption" fw={600} mb="xs">
        {title}
      </Text>
      {kind === 'bar' ? <BarChart {...common} /> : <LineChart {...common} curveType="linear" />}
    </Box>
  );
}
