/**
 * Props of a link that opens in a new tab and gives the opened page no handle on this one
 * (`window.opener`) and no referrer.
 */
export const newTabProps = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML attribute values, never shown
  target: '_blank',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML attribute values, never shown
  rel: 'noopener noreferrer',
} as const;
