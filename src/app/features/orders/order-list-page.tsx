import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderPath } from '../../../domain/routing/order-route.ts';
import { ScreenFrame } from '../../shell/screen-frame.tsx';
import { emptyOrderFilter, type OrderFilterValue } from '../../ui/order-grid/order-filter-value.ts';
import { OrderFilter } from '../../ui/order-grid/order-filter.tsx';
import { OrderGrid } from '../../ui/order-grid/order-grid.tsx';
import { defaultOrderSort, type OrderSort } from './api.ts';
import { orderListQuery } from './queries.ts';
import { isOrderSortField, useOrderColumns } from './use-order-columns.ts';
import { useListErrorNotice } from './use-list-error-notice.ts';

/** One empty list for every render without data, so the grid does not see a new list each time. */
const noOrders: OrderRow[] = [];

/** Orders (spec §2): the current location's orders in the shared grid; opening one follows the routing rule. */
export function OrderListPage() {
  const { t } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const navigate = useNavigate();
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  const [filter, setFilter] = useState<OrderFilterValue>(emptyOrderFilter);
  const [sort, setSort] = useState<OrderSort>(defaultOrderSort);
  const list = useQuery(orderListQuery(scope, filter, sort));
  useListErrorNotice(list.error);
  const columns = useOrderColumns();

  const handleOpen = (order: OrderRow) => void navigate({ to: orderPath(order, scope.locationId) });

  return (
    <ScreenFrame title={msg`Orders`} tabs="orders">
      <OrderFilter value={filter} onChange={setFilter} />
      <OrderGrid
        label={t`Orders`}
        rows={list.data?.items ?? noOrders}
        total={list.data?.total ?? 0}
        isLoading={list.isPending || list.isPlaceholderData}
        columns={columns}
        sort={sort}
        onSortChange={(next) => {
          if (isOrderSortField(next.field)) setSort({ field: next.field, descending: next.descending });
        }}
        isExpandable
        onOpen={handleOpen}
        getRowLabel={(order) => order.orderNo}
      />
    </ScreenFrame>
  );
}
