import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { ThemeName } from './hosts.ts';

export interface Brand {
  name: string;
  /** Logo colours: the pallet boards and the background tile. */
  boards: string;
  tile: string;
}

/** Four visibly different themes (spec §1, §9): default, cma, ppa, swa. */
export const brands: Record<ThemeName, Brand> = {
  default: { name: 'Pallet Portal', boards: '#f2c14e', tile: '#1c4e80' },
  cma: { name: 'CMA Pallet Portal', boards: '#ffffff', tile: '#b3261e' },
  ppa: { name: 'Pallet Pooling', boards: '#c6f6d5', tile: '#1b6b45' },
  swa: { name: 'Pallet Wash', boards: '#e0f2fe', tile: '#0b6e99' },
};

const primaryColors: Record<ThemeName, MantineThemeOverride['primaryColor']> = {
  default: 'blue',
  cma: 'red',
  ppa: 'green',
  swa: 'cyan',
};

export function themeFor(name: ThemeName): MantineThemeOverride {
  return createTheme({
    primaryColor: primaryColors[name],
    primaryShade: { light: 8, dark: 6 },
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    other: { brand: brands[name] },
  });
}
