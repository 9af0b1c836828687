/**
 * The API base of this host (spec §1, §7). Foundation 2 replaces this with the full host table; until
 * then the market is the first label of a country host (se.…, dk.…, fi.…) or Norway.
 */
export function apiBase(hostname: string = window.location.hostname): string {
  const label = hostname.split('.')[0] ?? '';
  const market = ['se', 'dk', 'fi', 'swa'].includes(label) ? label : 'no';
  return `/api/${market}`;
}
