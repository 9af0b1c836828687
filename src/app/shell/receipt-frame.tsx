import { Container, Group } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { BrandLogo } from './brand-logo.tsx';

/** The frame of the pallet-receipt screens, which tablets on marker hosts open directly (spec §2). */
export function ReceiptFrame() {
  return (
    <Container size="lg" py="md">
      <Group mb="md">
        <BrandLogo />
      </Group>
      <Outlet />
    </Container>
  );
}
