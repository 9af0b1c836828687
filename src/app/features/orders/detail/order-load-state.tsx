import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';

/** The way back from an order the link cannot show. */
function BackToStart() {
  return (
    <Anchor component={Link} to="/app/home" mih={44} display="inline-flex" style={{ alignItems: 'center' }}>
      <Trans>Back to the start page</Trans>
    </Anchor>
  );
}

export function OrderNotFound({ reason }: { reason?: string | undefined }) {
  const { t } = useLingui();
  return (
    <Alert color="gray" title={t`The order was not found`}>
      <Stack gap="sm" align="flex-start">
        {reason ?? <Trans>It may have been removed, or the link is wrong.</Trans>}
        <BackToStart />
      </Stack>
    </Alert>
  );
}

/**
 * What an order screen shows until it has the order: a loader, not found (404), not allowed (403),
 * or the error with a retry. Null once the order is there.
 */
export function OrderLoadState({ query }: { query: UseQueryResult<OrderRow> }) {
  const { t, i18n } = useLingui();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading the order`} />
      </Center>
    );
  }
  if (!query.isError) return null;
  const { error } = query;
  if (error instanceof ApiError && error.status === 404) {
    return <OrderNotFound reason={apiErrorText(error, i18n)} />;
  }
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="gray" title={t`You may not see this order`}>
        <Stack gap="sm" align="flex-start">
          {apiErrorText(error, i18n)}
          <BackToStart />
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" title={t`The order could not be loaded`}>
      <Stack gap="sm" align="flex-start">
        {apiErrorText(error, i18n)}
        <Button variant="default" mih={44} onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
