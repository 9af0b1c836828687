import { useLingui } from '@lingui/react/macro';
import { Fieldset, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customerChoicesQuery, poolingGroupsQuery } from '../queries.ts';
import type { LocationFieldsProps } from './location-fields-props.ts';

export interface LocationLinkFieldsProps extends LocationFieldsProps {
  customerId: number;
  /** Only a global admin sets the links; a customer admin sees them. */
  isGlobalAdmin: boolean;
  /** The names of the stored links, for a customer admin who cannot list the choices. */
  poolingGroupName: string | null;
  customerNameCorporate: string | null;
}

/** Pooling group and corporate links (spec §3), set by global admins only (issue 17 item 2). */
export function LocationLinkFields(props: LocationLinkFieldsProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Pooling and corporate`}>
      {props.isGlobalAdmin ? <EditableLinks {...props} /> : <ShownLinks {...props} />}
    </Fieldset>
  );
}

function ShownLinks({ draft, poolingGroupName, customerNameCorporate }: LocationLinkFieldsProps) {
  const { t } = useLingui();
  const none = t`None`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput label={t`Pooling group`} value={poolingGroupName ?? none} readOnly size="md" />
      <TextInput
        label={t`Corporate location`}
        value={draft.isCorporate ? t`Yes` : t`No`}
        readOnly
        size="md"
      />
      <TextInput label={t`Corporate customer`} value={customerNameCorporate ?? none} readOnly size="md" />
    </SimpleGrid>
  );
}

function EditableLinks({ draft, onChange, customerId }: LocationLinkFieldsProps) {
  const { t } = useLingui();
  const groups = useQuery(poolingGroupsQuery(customerId));
  const customers = useQuery(customerChoicesQuery(customerId));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t`Pooling group`}
        placeholder={t`None`}
        data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
        value={draft.poolingGroupId === null ? null : String(draft.poolingGroupId)}
        onChange={(value) => onChange({ poolingGroupId: value === null ? null : Number(value) })}
        clearable
        searchable
        size="md"
      />
      <Switch
        label={t`Corporate location`}
        checked={draft.isCorporate}
        onChange={(event) => onChange({ isCorporate: event.currentTarget.checked })}
        size="md"
        mt={{ sm: 'xl' }}
      />
      <Select
        label={t`Corporate customer`}
        placeholder={t`None`}
        data={(customers.data ?? []).map((customer) => ({
          value: String(customer.id),
          label: customer.name,
        }))}
        value={draft.customerIdCorporate === null ? null : String(draft.customerIdCorporate)}
        onChange={(value) => onChange({ customerIdCorporate: value === null ? null : Number(value) })}
        clearable
        searchable
        size="md"
      />
    </SimpleGrid>
  );
}
