import { useQuery } from '@tanstack/react-query';
import type { ExportableReport, ExportFormat } from '../../../domain/reports/report-filter.ts';
import { fetchReportExport, type TableReport } from './api.ts';
import { reportQuery } from './queries.ts';
import { filterOf, type ReportSearch } from './report-search.ts';
import { useReportActor } from './use-report-actor.ts';

/** The props every report screen takes from its route: the URL's filters and how to change them. */
export interface ReportScreenProps {
  search: ReportSearch;
  onSearchChange: (change: Partial<ReportSearch>) => void;
}

/** A report's answer for the URL's filters, its frame's state, and its export. */
export function useReport<Report extends TableReport & ExportableReport>(
  report: Report,
  search: ReportSearch,
) {
  const actor = useReportActor();
  const filter = filterOf(search);
  const answer = useQuery(reportQuery(actor, report, filter));
  return {
    answer,
    state: {
      isPending: answer.isPending,
      isFetching: answer.isFetching,
      error: answer.error,
      isEmpty: (answer.data?.rows.length ?? 0) === 0,
    },
    exportName: `${report}-${search.from}-${search.to}`,
    onExport: (format: ExportFormat) => fetchReportExport(report, format, filter),
  };
}
