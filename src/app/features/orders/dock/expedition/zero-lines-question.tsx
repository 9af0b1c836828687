import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ZeroLinesQuestionProps {
  /** How many lines were picked 0; the question is open while above 0. */
  count: number;
  /** Yes deletes the 0-picked lines, No keeps them. */
  onAnswer: (deleteZeroLines: boolean) => void;
  onCancel: () => void;
}

/** Spec §5: lines with 0 picked ask 'Delete lines with 0 picked?' before the order is marked. */
export function ZeroLinesQuestion({ count, onAnswer, onCancel }: ZeroLinesQuestionProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={count > 0}
      onClose={onCancel}
      title={t`Delete lines with 0 picked?`}
      closeButtonProps={{ size: 'xl', 'aria-label': t`Close` }}
    >
      <Text mb="md">
        <Plural
          value={count}
          one="# line was picked 0. Yes removes it from the order; No keeps it with 0 picked."
          other="# lines were picked 0. Yes removes them from the order; No keeps them with 0 picked."
        />
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" mih={44} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="default" mih={44} onClick={() => onAnswer(false)}>
          <Trans>No</Trans>
        </Button>
        <Button mih={44} onClick={() => onAnswer(true)} data-autofocus>
          <Trans>Yes</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
