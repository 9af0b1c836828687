import {
  containerDetailSchema,
  containerListSchema,
  containerSummarySchema,
} from '../../../domain/containers/container-register.ts';
import type { ContainerListQuery } from '../../../domain/containers/container-query.ts';
import { callApi } from '../../api/client.ts';

/**
 * GET Containers: a page of the register. The screen's call cancels its own older pending one (a filter
 * typed on); the warm-up's call passes `cancelsOlder: false` so it and the screen never cancel each other.
 */
export async function fetchContainers(filter: ContainerListQuery, signal?: AbortSignal, cancelsOlder = true) {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined),
  ) as Record<string, string>;
  const answer = await callApi('Containers', {
    query,
    signal,
    ...(cancelsOlder ? { latestOf: 'Containers' } : {}),
  });
  return containerListSchema.parse(answer);
}

/** GET Container: the row with its transactions and repair marks. */
export async function fetchContainer(id: number, signal?: AbortSignal) {
  return containerDetailSchema.parse(await callApi('Container', { query: { id }, signal }));
}

/** GET ContainerByNumber: the scanned or typed number's container. */
export async function fetchContainerByNumber(number: string, signal?: AbortSignal) {
  return containerSummarySchema.parse(await callApi('ContainerByNumber', { query: { number }, signal }));
}
