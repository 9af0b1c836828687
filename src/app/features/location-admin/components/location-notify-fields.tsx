import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { LocationField } from '../location-draft.ts';
import type { LocationFieldsProps } from './location-fields-props.ts';

const emailFields = [
  'emailOrderConfirmed',
  'emailPurchaseOrder',
  'emailReturnOrder',
] as const satisfies readonly LocationField[];

/** Who is e-mailed when an order is confirmed, a purchase order or a return order is made. */
export function LocationNotifyFields({ draft, onChange, problems }: LocationFieldsProps) {
  const { t } = useLingui();
  const labels = {
    emailOrderConfirmed: t`E-mail for order confirmed`,
    emailPurchaseOrder: t`E-mail for purchase order`,
    emailReturnOrder: t`E-mail for return order`,
  } satisfies Record<(typeof emailFields)[number], string>;

  return (
    <Fieldset legend={t`Notifications`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {emailFields.map((field) => (
          <TextInput
            key={field}
            label={labels[field]}
            description={t`Several addresses separated by commas`}
            value={draft[field]}
            onChange={(event) => onChange({ [field]: event.currentTarget.value })}
            error={problems.has(field) ? t`Enter valid e-mail addresses` : undefined}
            inputMode="email"
            maxLength={1000}
            size="md"
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
