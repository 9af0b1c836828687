import { msg } from '@lingui/core/macro';
import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../shell/screen-frame.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <Container size="sm" py="xl">
      <ScreenFrame title={msg`Forgot password`} />
    </Container>
  ),
});
