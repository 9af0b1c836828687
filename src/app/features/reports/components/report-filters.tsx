import { useLingui } from '@lingui/react/macro';
import { Group, Input, SegmentedControl, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addMonths, volumeUnits, type VolumeUnit } from '../../../../domain/reports/report-filter.ts';
import { reportOptionsQuery } from '../queries.ts';
import { useReportFormat } from '../report-format.ts';
import { unitLabels } from '../report-labels.ts';
import { monthOf, type ReportSearch } from '../report-search.ts';
import { useReportActor } from '../use-report-actor.ts';

/** Which filters a report offers besides its period (issue 18 item 2: "where it fits"). */
export interface ReportFilterSet {
  period?: boolean;
  location?: boolean;
  product?: boolean;
  counterpart?: boolean;
  unit?: boolean;
}

export interface ReportFiltersProps {
  search: ReportSearch;
  filters: ReportFilterSet;
  onChange: (change: Partial<ReportSearch>) => void;
}

/** How far back the period pickers go: five years of months. */
const pickableMonths = 60;

function useMonthOptions(search: ReportSearch) {
  const format = useReportFormat();
  const current = monthOf(new Date());
  const months = new Set(Array.from({ length: pickableMonths }, (_, index) => addMonths(current, -index)));
  months.add(search.from).add(search.to);
  return [...months]
    .sort()
    .reverse()
    .map((month) => ({ value: month, label: format.month(month) }));
}

const idOrUndefined = (value: string | null) => (value ? Number(value) : undefined);

/** A report's filters; every change goes to the URL, so the filtered report can be linked. */
export function ReportFilters({ search, filters, onChange }: ReportFiltersProps) {
  const { t, i18n } = useLingui();
  const actor = useReportActor();
  const hasOptions = Boolean(filters.location || filters.product || filters.counterpart);
  const options = useQuery({ ...reportOptionsQuery(actor), enabled: hasOptions });
  const months = useMonthOptions(search);
  const locations = (options.data?.locations ?? []).map((location) => ({
    value: String(location.locationId),
    label: `${location.locationName} (${location.locationNumber})`,
  }));
  const products = (options.data?.products ?? []).map((product) => ({
    value: product.productId,
    label: product.productName,
  }));
  const counterparts = (options.data?.counterparts ?? []).map((counterpart) => ({
    value: String(counterpart.locationId),
    label: counterpart.locationName,
  }));

  return (
    <Group align="flex-end" gap="sm" className="report-no-print" role="group" aria-label={t`Filters`}>
      {filters.period !== false && (
        <>
          <Select
            label={t`From month`}
            data={months}
            value={search.from}
            allowDeselect={false}
            onChange={(from) => from && onChange(from > search.to ? { from, to: from } : { from })}
            w={170}
          />
          <Select
            label={t`To month`}
            data={months}
            value={search.to}
            allowDeselect={false}
            onChange={(to) => to && onChange(to < search.from ? { from: to, to } : { to })}
            w={170}
          />
        </>
      )}
      {filters.location && (
        <Select
          label={t`Location`}
          placeholder={t`All locations`}
          data={locations}
          value={search.locationId === undefined ? null : String(search.locationId)}
          onChange={(value) => onChange({ locationId: idOrUndefined(value) })}
          searchable
          clearable
          w={260}
        />
      )}
      {filters.product && (
        <Select
          label={t`Product`}
          placeholder={t`All products`}
          data={products}
          value={search.productId ?? null}
          onChange={(value) => onChange({ productId: value ?? undefined })}
          searchable
          clearable
          w={220}
        />
      )}
      {filters.counterpart && (
        <Select
          label={t`Counterpart`}
          placeholder={t`All counterparts`}
          data={counterparts}
          value={search.counterpartId === undefined ? null : String(search.counterpartId)}
          onChange={(value) => onChange({ counterpartId: idOrUndefined(value) })}
          searchable
          clearable
          w={240}
        />
      )}
      {filters.unit && (
        <Input.Wrapper label={t`Unit`} labelElement="div">
          <SegmentedControl
            display="flex"
            aria-label={t`Unit`}
            value={search.unit}
            onChange={(unit) => onChange({ unit: unit as VolumeUnit })}
            data={volumeUnits.map((unit) => ({ value: unit, label: i18n._(unitLabels[unit]) }))}
          />
        </Input.Wrapper>
      )}
    </Group>
  );
}
