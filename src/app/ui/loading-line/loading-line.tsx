import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LoadingLineProps {
  children: ReactNode;
  size?: 'xs' | 'sm';
}

/** A spinner with what is being loaded, announced to screen readers (role status). */
export function LoadingLine({ children, size = 'sm' }: LoadingLineProps) {
  return (
    <Group gap="xs" role="status">
      <Loader size={size} />
      <Text size={size === 'xs' ? 'sm' : undefined}>{children}</Text>
    </Group>
  );
}
