import { msg } from '@lingui/core/macro';
import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../shell/screen-frame.tsx';

export const Route = createFileRoute('/new-customer')({
  component: () => (
    <Container size="sm" py="xl">
      <ScreenFrame title={msg`Register as a new customer`} />
    </Container>
  ),
});
