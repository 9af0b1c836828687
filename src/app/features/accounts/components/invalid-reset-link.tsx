import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A used, unknown or expired link offers a new one (spec §8). */
export function InvalidResetLink() {
  return (
    <Stack>
      <Alert color="red" role="alert">
        <Trans>Invalid or expired reset link</Trans>
      </Alert>
      <Button component={Link} to="/forgot-password" size="md" w="fit-content">
        <Trans>Request a new link</Trans>
      </Button>
    </Stack>
  );
}
