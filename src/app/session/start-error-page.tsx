import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { PublicPage } from '../shell/public-page.tsx';
import { RequestIdLine } from '../error-tracking/request-id-line.tsx';

const route = getRouteApi('/error');

/** The startup error screen (spec §2, §4): the start bundle could not be loaded. */
export function StartErrorPage() {
  const { reason, requestId } = route.useSearch();
  const navigate = useNavigate();
  return (
    <PublicPage size="sm">
      <Stack>
        <Title order={1} size="h2">
          <Trans>The portal could not start</Trans>
        </Title>
        <Alert color="red" role="alert">
          <Trans>An unexpected error occurred, please try again.</Trans>
          {reason ? ` (${reason})` : null}
        </Alert>
        <RequestIdLine requestId={requestId} />
        <Group>
          <Button onClick={() => void navigate({ to: '/app/home' })}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="default" onClick={() => void navigate({ to: '/login' })}>
            <Trans>Back to login</Trans>
          </Button>
        </Group>
      </Stack>
    </PublicPage>
  );
}
