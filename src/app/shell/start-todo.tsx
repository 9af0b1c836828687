import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { OrderListPreset } from '../features/orders/order-list-search.ts';
import { startSummaryQuery } from '../session/queries.ts';
import { CardLink } from '../ui/router-links/router-links.tsx';
import type { NavItemView } from './use-nav-items.ts';

type TodoPath =
  | '/app/orders'
  | '/app/reception'
  | '/app/expedition'
  | '/app/delivery'
  | '/app/support/tickets'
  | '/app/company/audit';

interface Todo {
  key: string;
  count: number;
  to: TodoPath;
  /** The order list's status filter the link opens with. */
  show?: OrderListPreset;
  text: ReactNode;
}

export interface StartTodoProps {
  /** The session's navigation with its badges: a to-do shows only where the user may go. */
  navItems: readonly NavItemView[];
}

/**
 * What needs doing for this user today, first on the start page: drafts to send, orders on their way
 * and in disagreement at the acting location, arrivals to receive and orders to dispatch at the dock,
 * deliveries waiting, unread support answers and counts to confirm — each a link to its list.
 */
export function StartTodo({ navItems }: StartTodoProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { start } = useRouteContext({ from: '/app' });
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  const summary = useQuery(startSummaryQuery(scope));
  const badge = (key: string) => navItems.find((item) => item.key === key)?.badge;
  const has = (key: string) => navItems.some((item) => item.key === key);
  const { drafts = 0, disagreements = 0, underway = 0, countsToConfirm = 0 } = summary.data ?? {};

  const todos: Todo[] = [];
  if (summary.data && has('orders')) {
    todos.push(
      {
        key: 'drafts',
        count: drafts,
        to: '/app/orders',
        show: 'drafts',
        text: <Plural value={drafts} one="# draft to send" other="# drafts to send" />,
      },
      {
        key: 'disagreements',
        count: disagreements,
        to: '/app/orders',
        show: 'disagreements',
        text: <Plural value={disagreements} one="# order in disagreement" other="# orders in disagreement" />,
      },
      {
        key: 'underway',
        count: underway,
        to: '/app/orders',
        show: 'underway',
        text: (
          <Plural
            value={underway}
            one="# order confirmed or on its way"
            other="# orders confirmed or on their way"
          />
        ),
      },
    );
  }
  const reception = badge('reception') ?? 0;
  const expedition = badge('expedition') ?? 0;
  const delivery = badge('delivery') ?? 0;
  const support = badge('support') ?? 0;
  todos.push(
    {
      key: 'reception',
      count: reception,
      to: '/app/reception',
      text: <Plural value={reception} one="# arrival to receive" other="# arrivals to receive" />,
    },
    {
      key: 'expedition',
      count: expedition,
      to: '/app/expedition',
      text: <Plural value={expedition} one="# order to pick and send" other="# orders to pick and send" />,
    },
    {
      key: 'delivery',
      count: delivery,
      to: '/app/delivery',
      text: <Plural value={delivery} one="# delivery waiting" other="# deliveries waiting" />,
    },
    {
      key: 'support',
      count: support,
      to: '/app/support/tickets',
      text: <Plural value={support} one="# unread support answer" other="# unread support answers" />,
    },
  );
  if (summary.data) {
    todos.push({
      key: 'counts',
      count: countsToConfirm,
      to: '/app/company/audit',
      text: <Plural value={countsToConfirm} one="# count to confirm" other="# counts to confirm" />,
    });
  }
  const waiting = todos.filter((todo) => todo.count > 0);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>To do</Trans>
      </Title>
      {summary.isPending ? (
        <Text c="dimmed" role="status">
          {t`Loading`}
        </Text>
      ) : waiting.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nothing waits for you right now.</Trans>
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {waiting.map((todo) => (
            <li key={todo.key}>
              <CardLink
                to={todo.to}
                search={todo.show ? { show: todo.show } : undefined}
                withBorder
                padding="lg"
                radius="md"
                mih={72}
                style={{ textDecoration: 'none', display: 'block' }}
              >
                <Group wrap="nowrap">
                  <Text fw={700} size="lg">
                    {todo.text}
                  </Text>
                </Group>
              </CardLink>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
