import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import type { EmailStatus } from '../../../../domain/admin/email-archive.ts';
import { emailStatusColors, emailStatusLabels } from '../email-labels.ts';

// A darker red than Mantine's text red: small text needs 4.5:1 contrast (axe).
const reasonStyle = { overflowWrap: 'anywhere', color: 'var(--mantine-color-red-9)' } as const;

export interface EmailStatusBadgeProps {
  status: EmailStatus;
  /** Why the last attempt failed, shown under the badge of a failed mail. */
  error?: string | null;
}

/** A mail's status, with the mail server's reason when it failed. */
export function EmailStatusBadge({ status, error }: EmailStatusBadgeProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={emailStatusColors[status]} variant="light" autoContrast>
        {i18n._(emailStatusLabels[status])}
      </Badge>
      {status === 'failed' && error && (
        <Text size="sm" style={reasonStyle}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
