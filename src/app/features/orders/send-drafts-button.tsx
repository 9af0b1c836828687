import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../ui/notify/notify.ts';
import { sendOrders } from './editor/editor-api.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { orderKeys, type OrderScope } from './queries.ts';

/** Sends the selected drafts in one call, all or none (spec §4, §8: '{count} drafts were sent'). */
export function SendDraftsButton({
  scope,
  ids,
  onSent,
}: {
  scope: OrderScope;
  ids: number[];
  onSent: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendOrders(ids),
    onSuccess: async ({ sent }) => {
      const count = sent;
      notify({ kind: 'positive', text: t`${count} drafts were sent` });
      onSent();
      await queryClient.invalidateQueries({ queryKey: orderKeys.all(scope) });
    },
    onError: (error) =>
      notify({ kind: 'negative', title: t`The drafts were not sent`, text: apiErrorText(error, i18n) }),
  });
  const count = ids.length;
  return (
    <Button variant="light" disabled={count === 0} loading={send.isPending} onClick={() => send.mutate()}>
      {count === 0 ? (
        t`Send selected drafts`
      ) : (
        <Plural value={count} one="Send # draft" other="Send # drafts" />
      )}
    </Button>
  );
}
