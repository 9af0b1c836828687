import {
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light and subtle controls (active nav link, the connection chip, tinted badges and alerts) write their
 * text in the colour's shade 9, which on their shade 1–2 background reads at 2.5–4.1:1 for blue, red,
 * orange, green and yellow. 35 % darker it reads at 5.2:1 or more (WCAG 1.4.3); the tint stays.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  // A light control of an explicit shade has that shade as its background: its text is left alone.
  if (!parsed.isThemeColor || (input.variant === 'light' && parsed.shade !== undefined)) return colors;
  return { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.35) };
};
