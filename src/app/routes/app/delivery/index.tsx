import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { DockList } from '../../../features/orders/dock/dock-list.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/delivery/')({
  component: () => (
    <ScreenFrame tabs="delivery">
      <Stack gap="md">
        <Group justify="flex-end">
          <Button component={Link} to="/app/delivery/new" size="lg">
            <Trans>New goods delivery</Trans>
          </Button>
        </Group>
        <DockList area="delivery" />
      </Stack>
    </ScreenFrame>
  ),
});
