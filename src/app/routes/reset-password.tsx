import { msg } from '@lingui/core/macro';
import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../shell/screen-frame.tsx';

export const Route = createFileRoute('/reset-password')({
  component: () => (
    <Container size="sm" py="xl">
      <ScreenFrame title={msg`Reset password`} />
    </Container>
  ),
});
