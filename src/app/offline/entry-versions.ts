import type { OutboxEntry } from './local-db.ts';
import type { CountingReportActionPayload, CountingReportsPayload, OutboxKindName } from './outbox-kinds.ts';

/** A row's version as a request names it or an answer gives it: `ref` is which row (`order:42`). */
export interface NamedVersion {
  ref: string;
  version: number;
}

/** What an entry's request would say after a move of one row from one version to another. */
type Moved = Pick<OutboxEntry, 'payload' | 'baseVersion'>;

/**
 * Where a kind keeps the versions its request names — the entry's base version for a write on an order,
 * each counting report's own version in the payload for counting — so one rebase serves every kind.
 */
interface VersionRules {
  named: (entry: OutboxEntry) => NamedVersion[];
  moved: (entry: OutboxEntry, from: NamedVersion, to: number) => Moved;
  /** The rows' versions in a 2xx answer. */
  answered: (entry: OutboxEntry, answer: unknown) => NamedVersion[];
  /** The row a version conflict is about, from its `data` (the row as the server has it now). */
  refused: (entry: OutboxEntry, current: unknown) => string | null;
}

const versionOf = (row: unknown): number | null => {
  const version = (row as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : null;
};
const idOf = (row: unknown): number | null => {
  const id = (row as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : null;
};

/** A write on an order names the order's version the screen showed: the entry's base version. */
const orderWrite: VersionRules = {
  named: (entry) =>
    entry.baseVersion === null ? [] : [{ ref: entry.entityKey, version: entry.baseVersion }],
  moved: (entry, from, to) => ({
    payload: entry.payload,
    baseVersion: from.ref === entry.entityKey && entry.baseVersion === from.version ? to : entry.baseVersion,
  }),
  answered: (entry, answer) => {
    const version = versionOf(answer);
    return version === null ? [] : [{ ref: entry.entityKey, version }];
  },
  refused: (entry) => entry.entityKey,
};

/** A counting report as a version's row (not an entity key: a location's reports share one queue). */
export const countingReportRef = (id: number) => ['countingReport', id].join(':');

const reportVersion = (row: unknown): NamedVersion[] => {
  const id = idOf(row);
  const version = versionOf(row);
  return id === null || version === null ? [] : [{ ref: countingReportRef(id), version }];
};

const movedReport = <R extends { id?: number; version?: number }>(
  report: R,
  from: NamedVersion,
  to: number,
) =>
  report.id !== undefined && countingReportRef(report.id) === from.ref && report.version === from.version
    ? { ...report, version: to }
    : report;

/** A save of counts names each recounted report's version; new counts name none. */
const countingSave: VersionRules = {
  named: (entry) => (entry.payload as CountingReportsPayload).reports.flatMap(reportVersion),
  moved: (entry, from, to) => {
    const payload = entry.payload as CountingReportsPayload;
    return {
      payload: { ...payload, reports: payload.reports.map((report) => movedReport(report, from, to)) },
      baseVersion: entry.baseVersion,
    };
  },
  answered: (_entry, answer) => (Array.isArray(answer) ? answer.flatMap(reportVersion) : []),
  refused: (_entry, current) => reportVersion(current)[0]?.ref ?? null,
};

/** A confirm or delete names one report's version; a confirm answers the report (a delete, a message). */
const countingAction: VersionRules = {
  named: (entry) => reportVersion(entry.payload as CountingReportActionPayload),
  moved: (entry, from, to) => ({
    payload: movedReport(entry.payload as CountingReportActionPayload, from, to),
    baseVersion: entry.baseVersion,
  }),
  answered: (_entry, answer) => reportVersion(answer),
  refused: (_entry, current) => reportVersion(current)[0]?.ref ?? null,
};

/** Every kind says whether its request names versions (null: it never meets a version conflict). */
const versionRules = {
  orderStatus: orderWrite,
  orderComment: null,
  orderReception: orderWrite,
  orderPicking: orderWrite,
  directReception: null,
  goodsDelivery: null,
  externalLocation: null,
  palletReceipt: null,
  countingReports: countingSave,
  countingReportConfirm: countingAction,
  countingReportDelete: countingAction,
  // A repair mark names the container's version as its base version, as an order write does.
  containerStatus: orderWrite,
} as const satisfies Record<OutboxKindName, VersionRules | null>;

/** The kinds whose requests name a version, so the server may answer them with a version conflict. */
export const versionedKinds = Object.entries(versionRules)
  .filter(([, rules]) => rules !== null)
  .map(([kind]) => kind as OutboxKindName);

const rulesOf = (entry: OutboxEntry): VersionRules | null =>
  (versionRules as Record<string, VersionRules | null>)[entry.kind] ?? null;

export const namedVersions = (entry: OutboxEntry): NamedVersion[] => rulesOf(entry)?.named(entry) ?? [];

/** The entry as its request would be with `from` moved to version `to` (unchanged if it does not name it). */
export function movedVersion(entry: OutboxEntry, from: NamedVersion, to: number): OutboxEntry {
  const rules = rulesOf(entry);
  return rules ? { ...entry, ...rules.moved(entry, from, to) } : entry;
}

/** A version move: the row `ref` at `version` is now at `to`. */
export interface VersionMove extends NamedVersion {
  to: number;
}

/** The moves a 2xx answer makes: each row the entry named, from the version named to the one answered. */
export function movesOfAnswer(entry: OutboxEntry, answer: unknown): VersionMove[] {
  const answered = rulesOf(entry)?.answered(entry, answer) ?? [];
  return namedVersions(entry).flatMap((named) => {
    const to = answered.find((row) => row.ref === named.ref)?.version;
    return to === undefined || to === named.version ? [] : [{ ...named, to }];
  });
}

/**
 * The move a version conflict asks for: the row the server refused, from the version the entry named to
 * the server's current one (the conflict's `data` is the row as it is now, orders and counting alike).
 */
export function moveOfConflict(entry: OutboxEntry): VersionMove | null {
  const rules = rulesOf(entry);
  const current = entry.error?.data;
  const to = versionOf(current);
  if (entry.state !== 'conflict' || !rules || to === null) return null;
  const refused = rules.refused(entry, current);
  const named = rules.named(entry).find((version) => version.ref === refused);
  return named ? { ...named, to } : null;
}
