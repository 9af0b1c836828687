import { queryOptions } from '@tanstack/react-query';
import { glnCheckSchema, type GlnCheck } from '../../../domain/shared/gln.ts';
import { callApi } from '../../api/client.ts';
import { currentHost } from '../../config/hosts.ts';

/** GET GLNValidate (spec §7): whether a complete GLN is valid, and why not. */
export async function validateGln(gln: string, signal?: AbortSignal): Promise<GlnCheck> {
  return glnCheckSchema.parse(await callApi('GLNValidate', { query: { gln }, signal }));
}

export const glnKeys = {
  all: ['gln', currentHost.market] as const,
  check: (gln: string) => [...glnKeys.all, gln] as const,
};

/** A GLN's validity never changes, so an answer is kept for the session. */
export const glnCheckQuery = (gln: string) =>
  queryOptions({
    queryKey: glnKeys.check(gln),
    queryFn: ({ signal }) => validateGln(gln, signal),
    staleTime: Infinity,
  });
