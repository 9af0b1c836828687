import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { DraftTransactionTypeId } from '../../../domain/orders/order-draft.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { ScreenFrame } from '../../shell/screen-frame.tsx';
import type { TabGroupName } from '../../shell/tab-groups.ts';
import { OrderDetail } from './detail/order-detail.tsx';
import { orderDetailQuery } from './detail/order-detail-queries.ts';
import { editorTitles, OrderEditor } from './editor/order-editor.tsx';
import { pathIdOf } from '../../../domain/shared/id.ts';

/** Where each draft type is edited and listed. */
const draftScreens = {
  TO: { draftPath: (id: number) => `/app/orders/${id}`, listPath: '/app/orders' },
  HE: { draftPath: (id: number) => `/app/dispatch/${id}`, listPath: '/app/dispatch' },
  RO: { draftPath: (id: number) => `/app/dispatch/${id}`, listPath: '/app/dispatch/returns' },
} as const satisfies Record<DraftTransactionTypeId, unknown>;

const isDraftType = (type: string): type is DraftTransactionTypeId => type in draftScreens;

/** An order of these types is titled by its type, under its list's tab. */
const detailTitles = {
  TO: msg`Order`,
  HE: msg`Pickup`,
  RO: msg`Return`,
} as const satisfies Record<DraftTransactionTypeId, MessageDescriptor>;

export interface OrderScreenProps {
  /** The route's id: an order id, or a `new…` path segment for a new order. */
  orderId: string;
  /** The type a new order gets on this path. */
  newType: DraftTransactionTypeId;
  title: MessageDescriptor;
  tabs: TabGroupName;
}

/**
 * One order at /app/orders/{id} or /app/dispatch/{id} (spec §2): the editor for a new order and for
 * the acting customer's own drafts, the read-only view with comments and status actions otherwise.
 */
export function OrderScreen({ orderId, newType, title, tabs }: OrderScreenProps) {
  const isNew = orderId.startsWith('new');
  if (isNew) {
    return (
      <ScreenFrame title={editorTitles[newType].new} tabs={tabs} activeTab={draftScreens[newType].listPath}>
        <OrderEditor type={newType} {...draftScreens[newType]} />
      </ScreenFrame>
    );
  }
  return <ExistingOrder id={pathIdOf(orderId)} title={title} tabs={tabs} />;
}

function ExistingOrder({ id, title, tabs }: { id: number; title: MessageDescriptor; tabs: TabGroupName }) {
  const { t } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  const order = useQuery({ ...orderDetailQuery(scope, id), enabled: id > 0 });
  const draft = order.data && isOwnDraft(order.data, scope.customerId) ? order.data : null;
  const orderType = order.data?.transactionTypeId;
  const listType = orderType && isDraftType(orderType) ? orderType : undefined;
  const listTab = listType && draftScreens[listType].listPath;

  if (id > 0 && order.isPending) {
    return (
      <ScreenFrame title={title} tabs={tabs}>
        <Center py="xl">
          <Loader role="status" aria-label={t`Loading`} />
        </Center>
      </ScreenFrame>
    );
  }
  if (draft && isDraftType(draft.transactionTypeId)) {
    const type = draft.transactionTypeId;
    return (
      <ScreenFrame title={editorTitles[type].draft} tabs={tabs} activeTab={listTab}>
        {/* A new version (saved here or elsewhere) starts the form again from the server's copy. */}
        <OrderEditor key={`${draft.id}-${draft.version}`} type={type} order={draft} {...draftScreens[type]} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={listType ? detailTitles[listType] : title} tabs={tabs} activeTab={listTab}>
      <OrderDetail orderId={id} />
    </ScreenFrame>
  );
}

const isOwnDraft = (order: OrderRow, customerId: number) =>
  order.transactionStatusId === orderStatus.Web && order.customerId === customerId;
