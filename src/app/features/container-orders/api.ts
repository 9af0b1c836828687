import {
  containerOrderListSchema,
  containerOrderOptionsSchema,
  containerOrderRowSchema,
  type ContainerOrderInput,
  type ContainerOrderListQuery,
  type ContainerOrderStatusChange,
} from '../../../domain/containers/container-order-input.ts';
import { callApi } from '../../api/client.ts';

/** GET ContainerOrders: the orders the session reaches, filtered and sorted by the server. */
export async function fetchContainerOrders(filter: ContainerOrderListQuery, signal?: AbortSignal) {
  const answer = await callApi('ContainerOrders', {
    query: { ...filter },
    signal,
    latestOf: 'ContainerOrders',
  });
  return containerOrderListSchema.parse(answer);
}

export async function fetchContainerOrder(id: number, signal?: AbortSignal) {
  return containerOrderRowSchema.parse(await callApi('ContainerOrder', { query: { id }, signal }));
}

export async function fetchContainerOrderOptions(signal?: AbortSignal) {
  return containerOrderOptionsSchema.parse(await callApi('ContainerOrderOptions', { signal }));
}

export async function createContainerOrder(input: ContainerOrderInput) {
  return containerOrderRowSchema.parse(await callApi('containerOrder', { method: 'POST', body: input }));
}

export async function changeContainerOrderStatus(change: ContainerOrderStatusChange) {
  return containerOrderRowSchema.parse(
    await callApi('containerOrderStatus', { method: 'POST', body: change }),
  );
}
