import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OrderGridFooterProps {
  count: number;
  total: number;
  isLoading: boolean;
  /** What the rows are, e.g. 'Showing 3 of 5 rentals'; default 'Showing {count} of {total} orders'. */
  countText?: (count: number, total: number) => ReactNode;
}

/** The grid footer of spec §2: how many orders of how many, or 'Please wait' while loading. */
export function OrderGridFooter({ count, total, isLoading, countText }: OrderGridFooterProps) {
  return (
    <Text role="status" size="sm" c="dimmed" py="xs">
      {isLoading ? (
        <Trans>Please wait</Trans>
      ) : countText ? (
        countText(count, total)
      ) : (
        <Trans>
          Showing {count} of {total} orders
        </Trans>
      )}
    </Text>
  );
}
