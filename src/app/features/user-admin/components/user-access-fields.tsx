import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  canGrantRole,
  grantableReportLevels,
  type UserAdminActor,
} from '../../../../domain/admin/user-rules.ts';
import {
  supportUserKinds,
  userRoleFlags,
  type ReportLevel,
  type SupportUserKind,
} from '../../../../domain/admin/users.ts';
import { webTaskIds, type WebTaskId } from '../../../../domain/tasks/web-tasks.ts';
import { reportLevelLabels, roleLabels, supportUserLabels, taskLabels } from '../user-labels.ts';
import type { UserFormSectionProps } from './user-form-section-props.ts';

export interface UserAccessFieldsProps extends UserFormSectionProps {
  actor: UserAdminActor;
  /** Provider staff and global admins see and give the shop-accounting right (issue 20 item 5). */
  mayGrantShopAccounting?: boolean;
  /** The level stored before this edit: kept selectable, since keeping it is no grant. */
  storedReportLevel: ReportLevel | null;
  /** The admin edits themselves: they cannot take their own administrator right away. */
  isSelf: boolean;
}

/** Menu access, report level, roles and support user, offered as far as the §6 rules allow. */
export function UserAccessFields({
  value,
  onChange,
  actor,
  mayGrantShopAccounting = false,
  storedReportLevel,
  isSelf,
}: UserAccessFieldsProps) {
  const { t, i18n } = useLingui();
  const levels = grantableReportLevels(actor).filter((level) => level !== storedReportLevel);
  const levelOptions = [...levels, ...(storedReportLevel === null ? [] : [storedReportLevel])]
    .sort()
    .map((level) => ({ value: String(level), label: i18n._(reportLevelLabels[level]) }));

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t`Menu access`}
        description={t`None checked gives every menu`}
        value={value.tasks}
        onChange={(tasks) => onChange({ tasks: tasks as WebTaskId[] })}
      >
        <Group gap="md" mt="xs">
          {webTaskIds.map((task) => (
            <Checkbox key={task} value={task} label={i18n._(taskLabels[task])} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t`Report level`}
          allowDeselect={false}
          data={levelOptions}
          value={String(value.reportLevel)}
          onChange={(level) => level && onChange({ reportLevel: Number(level) as ReportLevel })}
        />
        <Select
          label={t`Support user`}
          allowDeselect={false}
          data={supportUserKinds.map((kind) => ({ value: kind, label: i18n._(supportUserLabels[kind]) }))}
          value={value.supportUser}
          onChange={(kind) => kind && onChange({ supportUser: kind as SupportUserKind })}
        />
      </SimpleGrid>
      <Group gap="md" role="group" aria-label={t`Roles`}>
        <Checkbox
          label={t`Administrator`}
          checked={value.isCustomerAdmin}
          disabled={isSelf && value.isCustomerAdmin}
          onChange={(event) => onChange({ isCustomerAdmin: event.currentTarget.checked })}
        />
        {userRoleFlags.map((role) => (
          <Checkbox
            key={role}
            label={i18n._(roleLabels[role])}
            checked={value[role]}
            disabled={!canGrantRole(actor, role) || (isSelf && role === 'isGlobalAdmin' && value[role])}
            onChange={(event) => onChange({ [role]: event.currentTarget.checked })}
          />
        ))}
      </Group>
      {mayGrantShopAccounting && (
        <Checkbox
          label={t`Shop accounting`}
          description={t`May keep the provider's shop and wholesale accounting`}
          checked={value.shopAccounting ?? false}
          onChange={(event) => onChange({ shopAccounting: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
