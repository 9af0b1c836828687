import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminLocation } from '../../../../domain/admin/locations.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { deleteAdminLocation } from '../api.ts';
import {
  locationDeactivatedTexts,
  locationDeletedText,
  locationDeleteFailedText,
} from '../location-messages.ts';
import { locationAdminKeys } from '../queries.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog.tsx';

export interface DeleteLocationButtonProps {
  customerId: number;
  location: AdminLocation;
  onDeleted: () => void;
}

/** Deletes the location after a confirm; one with orders or users is deactivated instead, and says so. */
export function DeleteLocationButton({ customerId, location, onDeleted }: DeleteLocationButtonProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [isAsking, setAsking] = useState(false);
  const locationName = location.name;

  const remove = useMutation({
    mutationFn: () => deleteAdminLocation({ id: location.id, version: location.version }),
    onSuccess: async (answer) => {
      setAsking(false);
      if (answer.outcome === 'deleted') {
        notify({ kind: 'positive', text: i18n._(locationDeletedText) });
        onDeleted();
      } else {
        notify({ kind: 'positive', text: i18n._(locationDeactivatedTexts[answer.reason]) });
      }
      await queryClient.invalidateQueries({ queryKey: locationAdminKeys.all(customerId) });
    },
    onError: (error) =>
      notify({ kind: 'negative', title: i18n._(locationDeleteFailedText), text: apiErrorText(error, i18n) }),
  });

  return (
    <Group>
      <Button color="red" variant="light" size="md" onClick={() => setAsking(true)}>
        {t`Delete location`}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t`Delete location`}
        text={t`Delete ${locationName}? A location with orders or users is deactivated instead.`}
        confirmLabel={t`Delete location`}
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Group>
  );
}
