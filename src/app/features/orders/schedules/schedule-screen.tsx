import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderSchedule, ScheduleTransactionTypeId } from '../../../../domain/orders/order-schedule.ts';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';
import type { TabGroupName } from '../../../shell/tab-groups.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { deleteSchedule } from './schedule-api.ts';
import { ScheduleFill } from './schedule-fill.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { scheduleKeys, scheduleListQuery } from './schedule-queries.ts';
import { useWeekdayNames } from './use-weekday-names.ts';

export interface ScheduleScreenProps {
  type: ScheduleTransactionTypeId;
  title: MessageDescriptor;
  tabs: TabGroupName;
}

/** Scheduled orders (TO) and scheduled pickups (HE) of the current location (issue 4 item 5). */
export function ScheduleScreen({ type, title, tabs }: ScheduleScreenProps) {
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  const queryClient = useQueryClient();
  const weekdayNames = useWeekdayNames();
  const list = useQuery(scheduleListQuery(scope, type));
  // null: closed; 'new': a new schedule; a schedule: editing it.
  const [editing, setEditing] = useState<OrderSchedule | 'new' | null>(null);

  const remove = useMutation({
    mutationFn: deleteSchedule,
    onSuccess: async () => {
      notify({ kind: 'positive', text: t`The schedule was deleted` });
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all(scope) });
    },
    onError: (error) =>
      notify({ kind: 'negative', title: t`The schedule was not deleted`, text: apiErrorText(error, i18n) }),
  });

  const partnerOf = (schedule: OrderSchedule) =>
    type === 'TO' ? schedule.locationNameFrom : schedule.locationNameTo;
  const schedules = list.data ?? [];

  return (
    <ScreenFrame title={title} tabs={tabs}>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>
          {type === 'TO' ? <Trans>New scheduled order</Trans> : <Trans>New scheduled pickup</Trans>}
        </Button>
      </Group>
      {list.isError && <Text c="red">{apiErrorText(list.error, i18n)}</Text>}
      {list.isSuccess && schedules.length === 0 && (
        <Text c="dimmed">
          <Trans>There are no schedules at this location yet.</Trans>
        </Text>
      )}
      {schedules.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={t`Schedules`} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{type === 'TO' ? t`Deliver from` : t`Recipient`}</Table.Th>
                <Table.Th>{t`Repeats`}</Table.Th>
                <Table.Th>{t`Period`}</Table.Th>
                <Table.Th>{t`Products`}</Table.Th>
                <Table.Th>{t`Truck load`}</Table.Th>
                <Table.Th>{t`Reference`}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schedules.map((schedule) => {
                const weeks = schedule.intervalWeeks;
                const days = schedule.weekdays.map((day) => weekdayNames[day - 1]).join(', ');
                const name = partnerOf(schedule);
                return (
                  <Table.Tr key={schedule.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>
                      <Plural value={weeks} one="Every week" other="Every # weeks" />: {days}
                    </Table.Td>
                    <Table.Td>
                      {formatDay(schedule.startDate, i18n.locale)} –{' '}
                      {schedule.endDate ? formatDay(schedule.endDate, i18n.locale) : ''}
                    </Table.Td>
                    <Table.Td>
                      {schedule.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
                    </Table.Td>
                    <Table.Td>
                      <ScheduleFill scope={scope} schedule={schedule} />
                    </Table.Td>
                    <Table.Td>{schedule.reference ?? ''}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing(schedule)}>
                          {t`Edit`}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t`Delete the schedule from ${name}`}
                          loading={remove.isPending && remove.variables.id === schedule.id}
                          onClick={() => remove.mutate(schedule)}
                        >
                          {t`Delete`}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? t`New schedule` : t`Edit schedule`}
        size="xl"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack>
          {editing !== null && (
            <ScheduleForm
              type={type}
              schedule={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </Stack>
      </Modal>
    </ScreenFrame>
  );
}
