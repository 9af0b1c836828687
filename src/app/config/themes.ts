import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { brands } from './brands.ts';
import type { ThemeName } from './hosts.ts';

export { brands, type Brand } from './brands.ts';

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
