import { createTheme, type MantineColorShade, type MantineThemeOverride } from '@mantine/core';
import { tooltipDelayMs } from '../../domain/shared/tooltip-delay.ts';
import { brands } from './brands.ts';
import { readablePalettes } from './readable-palettes.ts';
import { readableVariantColors } from './readable-variants.ts';
import type { ThemeName } from './hosts.ts';

export { brands, type Brand } from './brands.ts';

const primaryColors: Record<ThemeName, MantineThemeOverride['primaryColor']> = {
  default: 'blue',
  cma: 'red',
  ppa: 'green',
  swa: 'cyan',
};

/** The shade of filled buttons and links: white text on it reads at 4.5:1 or more (WCAG 1.4.3). */
const primaryShades: Record<ThemeName, MantineColorShade> = { default: 8, cma: 9, ppa: 9, swa: 9 };

export function themeFor(name: ThemeName): MantineThemeOverride {
  return createTheme({
    primaryColor: primaryColors[name],
    primaryShade: { light: primaryShades[name], dark: 6 },
    // A filled control takes black text where white would read below 4.5:1 (orange, yellow, cyan, teal):
    // at a background luminance of 0.19 both read at 4.5:1 or more.
    autoContrast: true,
    luminanceThreshold: 0.19,
    variantColorResolver: readableVariantColors,
    colors: readablePalettes,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components: {
      // The placeholder Mantine focuses first is a `presentation` child of the `menu` (axe:
      // aria-required-children, critical); without it the first item takes the focus, as ARIA menus do.
      // A plain object, not Menu.extend: importing Menu here would put it in the login page's bundle.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // Every tooltip shows and hides after 100 ms (spec §9), not only the icon buttons' ones.
      Tooltip: { defaultProps: { openDelay: tooltipDelayMs, closeDelay: tooltipDelayMs } },
    },
    other: { brand: brands[name] },
  });
}
