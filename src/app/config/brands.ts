import type { ThemeName } from './hosts.ts';

export interface Brand {
  name: string;
  /** Logo colours: the pallet boards and the background tile. */
  boards: string;
  tile: string;
}

/**
 * Four visibly different themes (spec §1, §9): default, cma, ppa, swa. Plain data without Mantine, so
 * the build (web manifest) and the icon script read it too.
 */
export const brands: Record<ThemeName, Brand> = {
  default: { name: 'Pallet Portal', boards: '#f2c14e', tile: '#1c4e80' },
  cma: { name: 'CMA Pallet Portal', boards: '#ffffff', tile: '#b3261e' },
  ppa: { name: 'Pallet Pooling', boards: '#c6f6d5', tile: '#1b6b45' },
  swa: { name: 'Pallet Wash', boards: '#e0f2fe', tile: '#0b6e99' },
};
