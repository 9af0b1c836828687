import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface ExpeditionSectionProps {
  title: ReactNode;
  children: ReactNode;
}

/** A titled region of the expedition screen, named by its heading for screen readers. */
export function ExpeditionSection({ title, children }: ExpeditionSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
