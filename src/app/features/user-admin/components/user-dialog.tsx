import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser, AdminUserInput } from '../../../../domain/admin/users.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { saveAdminUser } from '../api.ts';
import { adminUserQuery, customerLocationsQuery, userAdminKeys } from '../queries.ts';
import { useUserAdminActor } from '../use-user-admin-actor.ts';
import { newUserValue, userFormValue } from '../user-form-value.ts';
import { PasswordResetButton } from './password-reset-button.tsx';
import { UserForm } from './user-form.tsx';

export interface UserDialogProps {
  /** The user to edit, or null for a new one. */
  userId: number | null;
  onClose: () => void;
}

/** 'New user' and editing a user in one dialog (issue 17 item 3). */
export function UserDialog({ userId, onClose }: UserDialogProps) {
  const { t } = useLingui();
  const { customerId } = useUserAdminActor();
  const user = useQuery({ ...adminUserQuery(customerId, userId ?? 0), enabled: userId !== null });
  const locations = useQuery(customerLocationsQuery(customerId));
  // The form starts from the row as it is now, not the copy cached when the dialog last closed.
  const isReady = (userId === null || (user.data && user.isFetchedAfterMount)) && locations.data;

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={userId === null ? t`New user` : t`Edit user`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {isReady ? (
        <UserEditor user={user.data ?? null} locations={locations.data} onClose={onClose} />
      ) : (
        <LoadingLine>
          <Trans>Loading the user…</Trans>
        </LoadingLine>
      )}
    </Modal>
  );
}

interface UserEditorProps {
  user: AdminUser | null;
  locations: readonly { id: number; name: string }[];
  onClose: () => void;
}

function UserEditor({ user, locations, onClose }: UserEditorProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { actor, customerId, locationId, language, mayGrantShopAccounting } = useUserAdminActor();
  const [value, setValue] = useState<AdminUserInput>(() =>
    user ? userFormValue(user) : newUserValue(locationId, language),
  );
  const isSelf = user?.id === actor.id;
  const save = useMutation({
    mutationFn: saveAdminUser,
    onSuccess: async (answer) => {
      notify({ kind: 'positive', text: answer.created ? t`User created` : t`User saved` });
      onClose();
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all(customerId) });
    },
    onError: (error) =>
      notify({ kind: 'negative', title: t`Error saving user`, text: apiErrorText(error, i18n) }),
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value);
      }}
    >
      <Stack gap="lg">
        <UserForm
          value={value}
          onChange={(change) => setValue((current) => ({ ...current, ...change }))}
          actor={actor}
          mayGrantShopAccounting={mayGrantShopAccounting}
          locations={locations}
          storedReportLevel={user?.reportLevel ?? null}
          isSelf={isSelf}
        />
        {save.isError && (
          <Alert color="red" role="alert" title={t`Error saving user`}>
            {apiErrorText(save.error, i18n)}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {user && <PasswordResetButton userId={user.id} isActive={user.isActive} />}
            {user && !isSelf && user.isActive && (
              <Button
                variant="outline"
                color="red.8"
                loading={save.isPending}
                onClick={() => save.mutate({ ...value, isActive: false })}
              >
                <Trans>Deactivate</Trans>
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
