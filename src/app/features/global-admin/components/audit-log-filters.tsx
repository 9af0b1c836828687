import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditTypes, type AuditType } from '../../../../domain/global-admin/audit-types.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { SearchSelect } from '../../../ui/search-select/search-select.tsx';
import { auditTypeLabels } from '../audit-labels.ts';
import type { LogFilter } from '../log-filter.ts';
import { auditLogUsersQuery, logCustomersQuery } from '../queries.ts';

export interface AuditLogFiltersProps {
  filter: LogFilter;
  /** A change of any field; the list goes back to its first page. */
  onChange: (filter: LogFilter) => void;
}

/** The log's filters: days, type, customer and user (issue 19 item 7). */
export function AuditLogFilters({ filter, onChange }: AuditLogFiltersProps) {
  const { t, i18n } = useLingui();
  const customers = useQuery(logCustomersQuery());
  const users = useQuery(auditLogUsersQuery(filter.customerId));
  const change = (part: Partial<LogFilter>) => onChange({ ...filter, ...part, page: 1 });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
      <DatePicker
        label={t`From date`}
        value={filter.from || null}
        onChange={(value) => change({ from: value ?? '' })}
        maxDate={filter.until || undefined}
        allowAllDays
        clearable
      />
      <DatePicker
        label={t`To date`}
        value={filter.until || null}
        onChange={(value) => change({ until: value ?? '' })}
        minDate={filter.from || undefined}
        allowAllDays
        clearable
      />
      <Select
        label={t`Type`}
        placeholder={t`All types`}
        clearable
        data={auditTypes.map((type) => ({ value: type, label: i18n._(auditTypeLabels[type]) }))}
        value={filter.type || null}
        onChange={(value) => change({ type: (value ?? '') as AuditType | '' })}
      />
      <SearchSelect
        label={t`Customer`}
        placeholder={t`All customers`}
        clearable
        data={(customers.data ?? []).map((customer) => ({
          value: String(customer.id),
          label: customer.name,
        }))}
        value={filter.customerId === null ? null : String(filter.customerId)}
        onChange={(value) => change({ customerId: value ? Number(value) : null, userId: null })}
        nothingFoundMessage={t`No customers`}
      />
      <SearchSelect
        label={t`User`}
        placeholder={t`All users`}
        clearable
        data={(users.data ?? []).map((user) => ({
          value: String(user.id),
          label: `${user.name} (${user.loginName})`,
        }))}
        value={filter.userId === null ? null : String(filter.userId)}
        onChange={(value) => change({ userId: value ? Number(value) : null })}
        nothingFoundMessage={t`No users`}
      />
    </SimpleGrid>
  );
}
