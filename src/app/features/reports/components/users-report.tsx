import { useLingui } from '@lingui/react/macro';
import type { UserReportRow } from '../../../../domain/reports/report-rows.ts';
import { useReportFormat } from '../report-format.ts';
import { reportLevelLabels, reportTitles } from '../report-labels.ts';
import { useReport, type ReportScreenProps } from '../use-report.ts';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

/** Users (admins; issue 18 item 2): who may do what, at which report level, and their last login. */
export function UsersReport({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { answer, state, onExport } = useReport('users', search);
  const totals = answer.data?.totals;
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const rolesOf = (row: UserReportRow) =>
    [
      row.isGlobalAdmin && t`Global admin`,
      row.isCustomerAdmin && t`Customer admin`,
      row.isLocationAdmin && t`Location admin`,
    ]
      .filter(Boolean)
      .join(', ') || t`User`;
  const levelOf = (row: UserReportRow) => {
    const label = reportLevelLabels[row.reportLevel];
    return label ? i18n._(label) : String(row.reportLevel);
  };
  const users = format.count(totals?.users ?? 0);
  const active = format.count(totals?.active ?? 0);
  const admins = format.count(totals?.admins ?? 0);
  const totalsText = totals ? t`${users} users, ${active} active, ${admins} admins` : undefined;

  const columns: ReportColumn<UserReportRow>[] = [
    { key: 'name', label: t`Name`, sortValue: (row) => row.name, cell: (row) => row.name, total: totalsText },
    { key: 'login', label: t`Username`, sortValue: (row) => row.loginName, cell: (row) => row.loginName },
    { key: 'email', label: t`E-mail`, sortValue: (row) => row.email, cell: (row) => row.email ?? '\u2013' },
    {
      key: 'customer',
      label: t`Customer`,
      sortValue: (row) => row.customerName,
      cell: (row) => row.customerName,
    },
    {
      key: 'location',
      label: t`Location`,
      sortValue: (row) => row.locationName,
      cell: (row) => row.locationName,
    },
    {
      key: 'active',
      label: t`Active`,
      sortValue: (row) => Number(row.isActive),
      cell: (row) => yesNo(row.isActive),
    },
    { key: 'roles', label: t`Role`, sortValue: rolesOf, cell: rolesOf },
    {
      key: 'tasks',
      label: t`Menu access`,
      sortValue: (row) => row.tasks.join(', '),
      cell: (row) => (row.tasks.length === 0 ? t`All` : row.tasks.join(', ')),
    },
    { key: 'level', label: t`Report level`, sortValue: (row) => row.reportLevel, cell: levelOf },
    {
      key: 'lastLogin',
      label: t`Last login`,
      sortValue: (row) => row.lastLoginAt,
      cell: (row) => (row.lastLoginAt ? format.moment(row.lastLoginAt) : t`Never`),
    },
  ];

  return (
    <ReportFrame
      title={i18n._(reportTitles.users)}
      search={search}
      onSearchChange={onSearchChange}
      filters={{ period: false, location: true }}
      onExport={onExport}
      exportName={`users-${search.to}`}
      state={state}
      emptyText={t`No users match.`}
    >
      <ReportTable
        label={t`Users`}
        rows={answer.data?.rows ?? []}
        columns={columns}
        rowKey={(row) => String(row.userId)}
        minWidth={1100}
      />
    </ReportFrame>
  );
}
