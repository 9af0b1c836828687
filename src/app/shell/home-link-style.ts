import type { CSSProperties } from 'react';

/** The logo as a link home: at least 44 × 44 px, a finger's target (WCAG 2.5.5), with the logo centred. */
export const homeLinkStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  minWidth: 44,
  minHeight: 44,
  textDecoration: 'none',
  color: 'inherit',
};
