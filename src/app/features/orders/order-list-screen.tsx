import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import type { DraftTransactionTypeId } from '../../../domain/orders/order-draft.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { orderPath } from '../../../domain/routing/order-route.ts';
import { ScreenFrame } from '../../shell/screen-frame.tsx';
import type { TabGroupName } from '../../shell/tab-groups.ts';
import { emptyOrderFilter, type OrderFilterValue } from '../../ui/order-grid/order-filter-value.ts';
import { OrderFilter } from '../../ui/order-grid/order-filter.tsx';
import { OrderGrid } from '../../ui/order-grid/order-grid.tsx';
import { defaultOrderSort, type OrderListResource, type OrderSort } from './api.ts';
import { SendDraftsButton } from './send-drafts-button.tsx';
import { orderListQuery } from './queries.ts';
import { isOrderSortField, useOrderColumns } from './use-order-columns.ts';
import { useListErrorNotice } from './use-list-error-notice.ts';

/** One empty list for every render without data, so the grid does not see a new list each time. */
const noOrders: OrderRow[] = [];

const isDraft = (order: OrderRow) => order.transactionStatusId === orderStatus.Web;

export interface OrderListScreenProps {
  /** Left out on a nav item's own list, which takes the item's name from its tab. */
  title?: MessageDescriptor;
  tabs: TabGroupName;
  /** Only these order types; all when left out. */
  transactionType?: readonly DraftTransactionTypeId[];
  /** The button that starts a new order of the screen's type. */
  newOrder?: { label: MessageDescriptor; to: string };
  /** Where an own draft opens (its editor); other orders follow the routing rule of spec §2. */
  draftPath?: (order: OrderRow) => string;
  /** The list call (spec §7); Delivery → External locations reads GET ExternalOrders. */
  resource?: OrderListResource;
  /** Shown under the list: Delivery → External locations keeps the register of those places there. */
  children?: ReactNode;
  /** The statuses the list opens filtered by (the address's `?status=`). */
  initialStatuses?: readonly OrderStatusId[];
}

/**
 * An order list of spec §2 (Orders, Dispatch orders, Returns): the current location's orders in the
 * shared grid, drafts selectable and sent together ('{count} drafts were sent').
 */
export function OrderListScreen(props: OrderListScreenProps) {
  const { title, tabs, transactionType, newOrder, draftPath, resource, children, initialStatuses } = props;
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const navigate = useNavigate();
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  const [filter, setFilter] = useState<OrderFilterValue>(() => ({
    ...emptyOrderFilter,
    statuses: [...(initialStatuses ?? [])],
  }));
  const [sort, setSort] = useState<OrderSort>(defaultOrderSort);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const list = useQuery(orderListQuery(scope, { ...filter, transactionType }, sort, resource));
  useListErrorNotice(list.error);
  const columns = useOrderColumns();
  const rows = list.data?.items ?? noOrders;
  const isOwnDraft = (order: OrderRow) => isDraft(order) && order.customerId === scope.customerId;
  const selectedDrafts = rows.filter((order) => selectedIds.includes(order.id) && isOwnDraft(order));

  const handleOpen = (order: OrderRow) => {
    const to = draftPath && isOwnDraft(order) ? draftPath(order) : orderPath(order, scope.locationId);
    void navigate({ to });
  };

  return (
    <ScreenFrame title={title} tabs={tabs}>
      <Group justify="space-between" align="flex-end">
        <OrderFilter value={filter} onChange={setFilter} />
        <Group>
          <SendDraftsButton
            scope={scope}
            ids={selectedDrafts.map((order) => order.id)}
            onSent={() => setSelectedIds([])}
          />
          {newOrder && (
            <Button component={Link} to={newOrder.to}>
              {i18n._(newOrder.label)}
            </Button>
          )}
        </Group>
      </Group>
      <OrderGrid
        label={t`Orders`}
        rows={rows}
        total={list.data?.total ?? 0}
        isLoading={list.isPending || list.isPlaceholderData}
        columns={columns}
        sort={sort}
        onSortChange={(next) => {
          if (isOrderSortField(next.field)) setSort({ field: next.field, descending: next.descending });
        }}
        selectedIds={selectedIds}
        onSelectionChange={(ids) => setSelectedIds(ids.map(Number))}
        canSelect={isOwnDraft}
        isExpandable
        onOpen={handleOpen}
        getRowLabel={(order) => order.orderNo}
      />
      {children}
    </ScreenFrame>
  );
}
