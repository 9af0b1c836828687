import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Stack, Switch, Title } from '@mantine/core';
import type { UserAdminActor } from '../../../../domain/admin/user-rules.ts';
import type { ReportLevel } from '../../../../domain/admin/users.ts';
import { UserAccessFields } from './user-access-fields.tsx';
import type { UserFormSectionProps } from './user-form-section-props.ts';
import { UserIdentityFields } from './user-identity-fields.tsx';
import { UserLocationFields } from './user-location-fields.tsx';
import { UserNotifyFields } from './user-notify-fields.tsx';

export interface UserFormProps extends UserFormSectionProps {
  actor: UserAdminActor;
  /** Shows the shop-accounting right: provider staff and global admins only. */
  mayGrantShopAccounting?: boolean;
  locations: readonly { id: number; name: string }[];
  storedReportLevel: ReportLevel | null;
  isSelf: boolean;
}

/** Every field of spec §3 User (administration), in sections. */
export function UserForm({
  value,
  onChange,
  actor,
  mayGrantShopAccounting = false,
  locations,
  storedReportLevel,
  isSelf,
}: UserFormProps) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <UserIdentityFields value={value} onChange={onChange} />
      <Switch
        label={t`Active`}
        checked={value.isActive}
        disabled={isSelf}
        onChange={(event) => onChange({ isActive: event.currentTarget.checked })}
      />
      <Divider />
      <Title order={3} size="h5">
        <Trans>Locations</Trans>
      </Title>
      <UserLocationFields value={value} onChange={onChange} locations={locations} />
      <Divider />
      <Title order={3} size="h5">
        <Trans>Access</Trans>
      </Title>
      <UserAccessFields
        value={value}
        onChange={onChange}
        actor={actor}
        mayGrantShopAccounting={mayGrantShopAccounting}
        storedReportLevel={storedReportLevel}
        isSelf={isSelf}
      />
      <Divider />
      <UserNotifyFields value={value} onChange={onChange} />
    </Stack>
  );
}
