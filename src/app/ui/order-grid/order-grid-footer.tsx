import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

export interface OrderGridFooterProps {
  count: number;
  total: number;
  isLoading: boolean;
}

/** The grid footer of spec §2: how many orders of how many, or 'Please wait' while loading. */
export function OrderGridFooter({ count, total, isLoading }: OrderGridFooterProps) {
  return (
    <Text role="status" size="sm" c="dimmed" py="xs">
      {isLoading ? (
        <Trans>Please wait</Trans>
      ) : (
        <Trans>
          Showing {count} of {total} orders
        </Trans>
      )}
    </Text>
  );
}
