import { Trans } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/router-links/router-links.tsx';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { isChangeableByOrderer, isCopyableBy } from '../../../../domain/orders/orderer-actions.ts';
import {
  isDraftTransactionType,
  type DraftTransactionTypeId,
} from '../../../../domain/orders/order-draft.ts';
import type { OrderActor } from '../../../../domain/orders/status-machine.ts';
import type { OrderSearch } from '../order-paths.ts';
import type { OrderScope } from '../queries.ts';

export interface OrdererActionsProps {
  scope: OrderScope;
  order: OrderRow;
  actors: readonly OrderActor[];
}

/**
 * What the customer who placed an order may do besides its status: change it while the provider has
 * not confirmed it, and start a new order from it (the same partner, truck, references and lines).
 */
export function OrdererActions({ scope, order, actors }: OrdererActionsProps) {
  const type = order.transactionTypeId;
  if (!isDraftTransactionType(type) || order.customerId !== scope.customerId) return null;
  const canChange = isChangeableByOrderer(order, actors);
  const canCopy = isCopyableBy(order, scope.customerId);
  if (!canChange && !canCopy) return null;
  return (
    <Group gap="sm">
      {canChange && (
        <OrderPathButton type={type} orderId={String(order.id)} search={{ edit: true }} primary>
          <Trans>Change order</Trans>
        </OrderPathButton>
      )}
      {canCopy && (
        <OrderPathButton type={type} orderId={newSegments[type]} search={{ copyOf: order.id }}>
          <Trans>Copy to new order</Trans>
        </OrderPathButton>
      )}
    </Group>
  );
}

/** The path segment that starts a new order of each type (the routes' `new…` ids). */
const newSegments = { TO: 'new', HE: 'new', RO: 'new-return' } as const;

interface OrderPathButtonProps {
  type: DraftTransactionTypeId;
  orderId: string;
  search: OrderSearch;
  primary?: boolean;
  children: ReactNode;
}

/** A link styled as a button to the order route of the type: orders for TO, dispatch otherwise. */
function OrderPathButton({ type, orderId, search, primary = false, children }: OrderPathButtonProps) {
  const variant = primary ? 'filled' : 'default';
  return type === 'TO' ? (
    <ButtonLink to="/app/orders/$orderId" params={{ orderId }} search={search} size="md" variant={variant}>
      {children}
    </ButtonLink>
  ) : (
    <ButtonLink to="/app/dispatch/$orderId" params={{ orderId }} search={search} size="md" variant={variant}>
      {children}
    </ButtonLink>
  );
}
