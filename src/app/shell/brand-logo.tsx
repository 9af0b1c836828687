import { Group, Text } from '@mantine/core';
import { brands } from '../config/themes.ts';
import { currentHost } from '../config/hosts.ts';

export interface BrandLogoProps {
  size?: number;
  withName?: boolean;
  /** From which screen width the name shows beside the logo. */
  nameVisibleFrom?: 'xs' | 'xl';
}

/** The theme's logo: a pallet on a coloured tile, and the brand name (spec §1 themes). */
export function BrandLogo({ size = 32, withName = true, nameVisibleFrom = 'xl' }: BrandLogoProps) {
  const brand = brands[currentHost.theme];
  return (
    <Group gap="xs" wrap="nowrap" data-theme={currentHost.theme}>
      <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={brand.name}>
        <rect width="64" height="64" rx="12" fill={brand.tile} />
        <g fill={brand.boards}>
          <rect x="10" y="18" width="44" height="7" rx="1" />
          <rect x="10" y="30" width="44" height="7" rx="1" />
          <rect x="12" y="42" width="9" height="7" />
          <rect x="27.5" y="42" width="9" height="7" />
          <rect x="43" y="42" width="9" height="7" />
        </g>
      </svg>
      {withName && (
        <Text fw={700} size="lg" visibleFrom={nameVisibleFrom} style={{ whiteSpace: 'nowrap' }}>
          {brand.name}
        </Text>
      )}
    </Group>
  );
}
