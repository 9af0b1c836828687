// The full Mantine styles and the 44 px touch targets come with these pages' lazy chunk, never /login's.
import '../../../shell/app-styles.ts';
import type { MessageDescriptor } from '@lingui/core';
import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPage } from '../../../shell/public-page.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export interface AccountPageProps {
  title: MessageDescriptor;
  size?: MantineSize;
  children: ReactNode;
}

/** A public account page (forgot and reset password, new customer): its title, outside the shell. */
export function AccountPage({ title, size = 'sm', children }: AccountPageProps) {
  return (
    <PublicPage size={size}>
      <ScreenFrame title={title}>{children}</ScreenFrame>
    </PublicPage>
  );
}
