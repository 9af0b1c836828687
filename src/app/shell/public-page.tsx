import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PublicPageProps {
  size: MantineSize;
  children: ReactNode;
}

/** A page outside the shell (login, consent, errors): its content is the page's `main` landmark. */
export function PublicPage({ size, children }: PublicPageProps) {
  return (
    <main>
      <Container size={size} py="xl">
        {children}
      </Container>
    </main>
  );
}
