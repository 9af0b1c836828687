import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentHost } from '../config/hosts.ts';
import { EnvironmentMarker } from './environment-marker.tsx';

export interface PublicPageProps {
  size: MantineSize;
  children: ReactNode;
}

/** A page outside the shell (login, consent, errors): its content is the page's `main` landmark. */
export function PublicPage({ size, children }: PublicPageProps) {
  return (
    <main>
      <Container size={size} py="xl">
        {currentHost.environment !== 'production' && (
          <div style={{ textAlign: 'end', marginBottom: 8 }}>
            <EnvironmentMarker />
          </div>
        )}
        {children}
      </Container>
    </main>
  );
}
