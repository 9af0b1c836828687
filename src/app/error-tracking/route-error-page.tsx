import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../api/api-error.ts';
import { reloadPage } from '../pwa/reload-page.ts';
import { failedRequestOf, isLoadFailure, LoadFailedError, unknownRequest } from './load-failed-error.ts';
import { reportError, wasReported } from './report-error.ts';
import { RequestIdLine } from './request-id-line.tsx';

/** What a failure the screen's boundary caught is reported as: a load failure names its request. */
function reportedAs(error: unknown) {
  if (!isLoadFailure(error)) return { kind: 'uncaught' as const, error };
  if (error instanceof LoadFailedError) return { kind: 'load-failed' as const, error };
  const request = failedRequestOf(error) || unknownRequest;
  return { kind: 'load-failed' as const, error: new LoadFailedError(request, { cause: error }) };
}

/**
 * The router's error page (spec §8): a part of the app that failed to load — a chunk or style, or one
 * that took longer than the chunk load timeout — says so and offers a reload, which fetches the
 * current version's files; any other error the screen did not catch says an unexpected error
 * occurred. Either is reported to error tracking, once.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const isLoad = isLoadFailure(error);
  const requestId = error instanceof ApiError ? error.requestId : null;
  useEffect(() => {
    if (wasReported(error)) return;
    const report = reportedAs(error);
    reportError(report.kind, report.error);
  }, [error]);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={2}>
          {isLoad ? <Trans>Part of the app failed to load</Trans> : <Trans>Something went wrong</Trans>}
        </Title>
        <Alert color="red" role="alert">
          {isLoad ? (
            <Trans>
              This part of the portal could not be loaded: the network may have dropped, or a new version was
              installed. Reload the page to try again.
            </Trans>
          ) : (
            <Trans>An unexpected error occurred, please try again.</Trans>
          )}
        </Alert>
        <RequestIdLine requestId={requestId} />
        <Group>
          <Button onClick={reloadPage}>
            <Trans>Reload</Trans>
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
