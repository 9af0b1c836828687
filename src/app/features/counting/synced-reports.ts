import type { CountingReport } from '../../../domain/counting/counting-report.ts';
import type { OutboxEntry } from '../../offline/local-db.ts';
import type { CountingReportActionPayload } from '../../offline/outbox-kinds.ts';

const isReport = (value: unknown): value is CountingReport =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'version' in value &&
  'countedVolume' in value;

/** The reports a sent entry's answer holds: a save answers the saved ones, a confirm the confirmed one. */
function answeredReports(entry: OutboxEntry): CountingReport[] {
  const answer = entry.response;
  if (entry.kind === 'countingReports' && Array.isArray(answer)) return answer.filter(isReport);
  if (entry.kind === 'countingReportConfirm' && isReport(answer)) return [answer];
  return [];
}

/**
 * The server's reports with the answers to this device's sent changes that the list read before
 * them does not have yet: a sent entry stays until the server is told it may forget it, but the list
 * is read again only after that, so without this a count would vanish for a moment after syncing. A
 * report's newer version always wins; the answer carries the server's difference, against the balance
 * as the server had it (issue 7 item 5). The same array comes back when nothing changes.
 */
export function syncedReports(
  reports: readonly CountingReport[],
  entries: readonly OutboxEntry[],
): readonly CountingReport[] {
  let merged = reports;
  for (const entry of entries) {
    if (entry.state !== 'done') continue;
    if (entry.kind === 'countingReportDelete') {
      const { id } = entry.payload as CountingReportActionPayload;
      if (merged.some((report) => report.id === id)) merged = merged.filter((report) => report.id !== id);
      continue;
    }
    for (const answered of answeredReports(entry)) {
      const listed = merged.find((report) => report.id === answered.id);
      if (listed && listed.version >= answered.version) continue;
      merged = listed
        ? merged.map((report) => (report.id === answered.id ? answered : report))
        : [...merged, answered];
    }
  }
  return merged;
}
