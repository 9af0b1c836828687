import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { emailStatuses, type EmailStatus } from '../../../../domain/admin/email-archive.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { SearchSelect } from '../../../ui/search-select/search-select.tsx';
import type { ArchiveFilter } from '../archive-filter.ts';
import { emailStatusLabels } from '../email-labels.ts';
import { archiveCustomersQuery } from '../queries.ts';

export interface ArchiveFiltersProps {
  filter: ArchiveFilter;
  /** A change of any field; the list goes back to its first page. */
  onChange: (filter: ArchiveFilter) => void;
  actingCustomerId: number;
  /** A global admin may narrow the market's mail to one customer. */
  isMarketWide: boolean;
}

/** Search by recipient, subject and dates, and the status filter of the e-mail archive. */
export function ArchiveFilters({ filter, onChange, actingCustomerId, isMarketWide }: ArchiveFiltersProps) {
  const { t, i18n } = useLingui();
  const customers = useQuery({ ...archiveCustomersQuery(actingCustomerId), enabled: isMarketWide });
  const change = (part: Partial<ArchiveFilter>) => onChange({ ...filter, ...part, page: 1 });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: isMarketWide ? 6 : 5 }} spacing="md">
      <TextInput
        type="search"
        label={t`Recipient`}
        value={filter.to}
        onChange={(event) => change({ to: event.currentTarget.value })}
      />
      <TextInput
        type="search"
        label={t`Subject`}
        value={filter.subject}
        onChange={(event) => change({ subject: event.currentTarget.value })}
      />
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
        label={t`Status`}
        placeholder={t`All`}
        clearable
        data={emailStatuses.map((status) => ({ value: status, label: i18n._(emailStatusLabels[status]) }))}
        value={filter.status || null}
        onChange={(value) => change({ status: (value ?? '') as EmailStatus | '' })}
      />
      {isMarketWide && (
        <SearchSelect
          label={t`Customer`}
          placeholder={t`All customers`}
          clearable
          data={(customers.data ?? []).map((customer) => ({
            value: String(customer.id),
            label: customer.name,
          }))}
          value={filter.customerId === null ? null : String(filter.customerId)}
          onChange={(value) => change({ customerId: value ? Number(value) : null })}
          nothingFoundMessage={t`No customers`}
        />
      )}
    </SimpleGrid>
  );
}
