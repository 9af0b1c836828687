import '../../../ui/print-area/print-area.css';
import './reports.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ExportFormat } from '../../../../domain/reports/report-filter.ts';
import { useReportFormat } from '../report-format.ts';
import type { ReportSearch } from '../report-search.ts';
import { ExportButtons } from './export-buttons.tsx';
import { ReportFilters, type ReportFilterSet } from './report-filters.tsx';
import { isNoAccess, ReportState } from './report-state.tsx';

export interface ReportAnswerState {
  isPending: boolean;
  isFetching?: boolean;
  error: unknown;
  isEmpty: boolean;
}

export interface ReportFrameProps {
  /** The report's name, printed above it (the screen's own title is not in the print view). */
  title: string;
  search: ReportSearch;
  onSearchChange: (change: Partial<ReportSearch>) => void;
  filters: ReportFilterSet;
  /** Fetches the export in a format; no export buttons without it. */
  onExport?: (format: ExportFormat) => Promise<Blob>;
  exportName?: string;
  state: ReportAnswerState;
  emptyText?: ReactNode;
  children: ReactNode;
}

/**
 * What every report screen shares (issue 18 item 2): its filters, Print and the exports, the loading,
 * empty, error and no-access states, and the print area, so printing shows the report alone.
 */
export function ReportFrame({
  title,
  search,
  onSearchChange,
  filters,
  onExport,
  exportName,
  state,
  emptyText,
  children,
}: ReportFrameProps) {
  const { t } = useLingui();
  const format = useReportFormat();
  const fromText = format.month(search.from);
  const toText = format.month(search.to);
  const hasRows = !state.isPending && !state.error && !state.isEmpty;
  // A report the user may not open offers no filters or actions, only why.
  if (isNoAccess(state.error)) {
    return (
      <ReportState isPending={false} error={state.error} isEmpty={false}>
        {null}
      </ReportState>
    );
  }

  return (
    <Stack gap="md">
      <ReportFilters search={search} filters={filters} onChange={onSearchChange} />
      <Group gap="sm" className="report-no-print" role="group" aria-label={t`Report actions`}>
        <Button variant="default" mih={44} disabled={!hasRows} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        {onExport && hasRows && <ExportButtons onFetch={onExport} fileName={exportName ?? title} />}
      </Group>
      <Stack gap="md" data-print-area="" aria-busy={state.isFetching ?? false}>
        <div className="report-print-only">
          <Title order={2}>{title}</Title>
          {filters.period !== false && <Text>{t`Period: ${fromText} – ${toText}`}</Text>}
        </div>
        <ReportState
          isPending={state.isPending}
          error={state.error}
          isEmpty={state.isEmpty}
          emptyText={emptyText}
        >
          {children}
        </ReportState>
      </Stack>
    </Stack>
  );
}
