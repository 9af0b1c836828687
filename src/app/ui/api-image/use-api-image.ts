import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { currentHost } from '../../config/hosts.ts';

/** A picture as a data URL: it outlives any one component, where an object URL would need revoking. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A picture the API serves only with the bearer token (a company logo), as an address an <img> can
 * show; null while it loads, when it fails, or without a call. The call carries its version (`?v=`),
 * so one address is one picture and is fetched once.
 */
export function useApiImage(call: string | null): string | null {
  const { data } = useQuery({
    queryKey: ['api-image', currentHost.market, call] as const,
    queryFn: async ({ signal }) => dataUrlOf(await callApi<Blob>(call ?? '', { raw: true, signal })),
    enabled: call !== null,
    staleTime: Infinity,
    retry: false,
  });
  return call === null ? null : (data ?? null);
}
