import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group } from '@mantine/core';
import { notifySwitches } from '../../../../domain/admin/users.ts';
import { notifyLabels } from '../user-labels.ts';
import type { UserFormSectionProps } from './user-form-section-props.ts';

/** The e-mails a user gets (spec §3): autocommit, deviation, disagree, high volume, new customer, stock. */
export function UserNotifyFields({ value, onChange }: UserFormSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <Checkbox.Group
      label={t`E-mail notifications`}
      value={notifySwitches.filter((name) => value[name])}
      onChange={(on) => onChange(Object.fromEntries(notifySwitches.map((name) => [name, on.includes(name)])))}
    >
      <Group gap="md" mt="xs">
        {notifySwitches.map((name) => (
          <Checkbox key={name} value={name} label={i18n._(notifyLabels[name])} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
