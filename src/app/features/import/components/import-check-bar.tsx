import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { CheckState } from '../import-state.ts';

export interface ImportCheckBarProps {
  check: CheckState;
  rowCount: number;
  onCheck: () => void;
}

/** Checks the rows with the server, a chunk at a time, with a determinate progress bar. */
export function ImportCheckBar({ check, rowCount, onCheck }: ImportCheckBarProps) {
  const { t, i18n } = useLingui();
  const isChecking = check.phase === 'checking';
  const done = isChecking ? i18n.number(check.done) : '';
  const total = isChecking ? i18n.number(check.total) : '';
  const progressText = t`Checking rows… ${done} of ${total}`;

  return (
    <Stack gap="xs">
      <Group gap="md">
        <Button variant="default" onClick={onCheck} disabled={rowCount === 0 || isChecking}>
          <Trans>Check rows</Trans>
        </Button>
        {check.phase === 'checked' && (
          <Text c="var(--mantine-color-green-9)" role="status">
            <Trans>Rows checked</Trans>
          </Text>
        )}
        {check.phase === 'unchecked' && rowCount > 0 && (
          <Text c="dimmed" size="sm">
            <Trans>Check the rows before they can be approved.</Trans>
          </Text>
        )}
      </Group>
      {isChecking && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {progressText}
          </Text>
          <Progress
            value={check.total === 0 ? 0 : (check.done / check.total) * 100}
            aria-label={progressText}
            size="lg"
            transitionDuration={200}
          />
        </Stack>
      )}
    </Stack>
  );
}
