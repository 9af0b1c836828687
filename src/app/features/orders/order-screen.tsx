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
import { isChangeableByOrderer } from '../../../domain/orders/orderer-actions.ts';
import { useOrderActors } from './detail/use-next-statuses.ts';
import { draftScreens, type OrderSearch } from './order-paths.ts';

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
  search?: OrderSearch;
  /** The type a new order gets on this path. */
  newType: DraftTransactionTypeId;
  title: MessageDescriptor;
  tabs: TabGroupName;
}

/**
 * One order at /app/orders/{id} or /app/dispatch/{id} (spec §2): the editor for a new order and for
 * the acting customer's own drafts, the read-only view with comments and status actions otherwise.
 */
export function OrderScreen({ orderId, search = {}, newType, title, tabs }: OrderScreenProps) {
  const isNew = orderId.startsWith('new');
  if (isNew) {
    return (
      <ScreenFrame title={editorTitles[newType].new} tabs={tabs} activeTab={draftScreens[newType].listPath}>
        {search.copyOf ? (
          <CopiedOrderEditor key={search.copyOf} id={search.copyOf} type={newType} />
        ) : (
          <OrderEditor type={newType} {...draftScreens[newType]} />
        )}
      </ScreenFrame>
    );
  }
  return <ExistingOrder id={pathIdOf(orderId)} isChange={search.edit === true} title={title} tabs={tabs} />;
}

/** A new order started from one the customer placed before; until that has loaded, a loader. */
function CopiedOrderEditor({ id, type }: { id: number; type: DraftTransactionTypeId }) {
  const { t } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  const source = useQuery(orderDetailQuery(scope, id));
  if (source.isPending) return <ScreenLoader label={t`Loading`} />;
  // One of another type (or none) starts an empty order rather than a wrong one.
  const copyFrom = source.data?.transactionTypeId === type ? source.data : undefined;
  return <OrderEditor type={type} copyFrom={copyFrom} {...draftScreens[type]} />;
}

function ScreenLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

interface ExistingOrderProps {
  id: number;
  /** The address asks to change a sent order: the editor if its orderer may, the order otherwise. */
  isChange: boolean;
  title: MessageDescriptor;
  tabs: TabGroupName;
}

function ExistingOrder({ id, isChange, title, tabs }: ExistingOrderProps) {
  const { t } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  const order = useQuery({ ...orderDetailQuery(scope, id), enabled: id > 0 });
  const actors = useOrderActors(scope, isChange ? order.data : undefined);
  const draft = order.data && isOwnDraft(order.data, scope.customerId) ? order.data : null;
  const changed =
    order.data &&
    actors &&
    order.data.customerId === scope.customerId &&
    isChangeableByOrderer(order.data, actors)
      ? order.data
      : null;
  const orderType = order.data?.transactionTypeId;
  const listType = orderType && isDraftType(orderType) ? orderType : undefined;
  const listTab = listType && draftScreens[listType].listPath;

  if ((id > 0 && order.isPending) || (isChange && order.data && actors === null)) {
    return (
      <ScreenFrame title={title} tabs={tabs}>
        <ScreenLoader label={t`Loading`} />
      </ScreenFrame>
    );
  }
  const editing = draft ?? changed;
  if (editing && isDraftType(editing.transactionTypeId)) {
    const type = editing.transactionTypeId;
    const heading = draft ? editorTitles[type].draft : editorTitles[type].change;
    return (
      <ScreenFrame title={heading} tabs={tabs} activeTab={listTab}>
        {/* A new version (saved here or elsewhere) starts the form again from the server's copy. */}
        <OrderEditor
          key={`${editing.id}-${editing.version}`}
          type={type}
          order={editing}
          {...draftScreens[type]}
        />
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
