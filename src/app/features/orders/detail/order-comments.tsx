import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { OrderScope } from '../queries.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { WaitingComments } from './waiting-comments.tsx';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { orderCommentsQuery } from './order-detail-queries.ts';

export interface OrderCommentsProps {
  scope: OrderScope;
  orderId: number;
  orderNo: string;
}

/** The comments panel of an order (issue 4 item 6): the comments with their files, and a new comment. */
export function OrderComments({ scope, orderId, orderNo }: OrderCommentsProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const comments = useQuery(orderCommentsQuery(scope, orderId));

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Comments</Trans>
        </Title>
        {comments.isSuccess && <Badge variant="light">{comments.data.length}</Badge>}
      </Group>
      {comments.isPending && <Loader size="sm" role="status" aria-label={t`Loading the comments`} />}
      {comments.isError && (
        <Text c="red" role="alert">
          {apiErrorText(comments.error, i18n)}
        </Text>
      )}
      {comments.isSuccess && <CommentList comments={comments.data} />}
      <WaitingComments orderId={orderId} />
      <CommentForm scope={scope} orderId={orderId} orderNo={orderNo} />
    </Stack>
  );
}
