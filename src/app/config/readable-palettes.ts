import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

const withDarkShades = (name: 'green' | 'orange' | 'red', shade8: string, shade9: string) =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple;

/**
 * Mantine's green and orange are too light where the app writes on or with them (WCAG 1.4.3): white on
 * green.8 and green.9 reads at 3.45:1 and 4.37:1, orange.9 text on white at 4.29:1. These shades (the
 * ppa brand's greens, a burnt orange) read at 5.4:1, 6.5:1 and 5.9:1. White on red.8 (badges, delete
 * buttons) reads at 4.49:1 as rendered; red.9 and a darker red read at 5.5:1 and 6.7:1.
 */
export const readablePalettes = {
  green: withDarkShades('green', '#237a3b', '#1b6b45'),
  orange: withDarkShades('orange', DEFAULT_THEME.colors.orange[8], '#b23e07'),
  red: withDarkShades('red', DEFAULT_THEME.colors.red[9], '#b02525'),
};
