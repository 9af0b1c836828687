import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface CustomerAgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  /** The agreement in the user's language. */
  agreementText: ReactNode;
}

/** The customer agreement must be accepted; its text is one click away (issue 16 item 4). */
export function CustomerAgreementField({
  checked,
  onChange,
  error,
  agreementText,
}: CustomerAgreementFieldProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Checkbox
        size="md"
        name="acceptAgreement"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={t`I accept the customer agreement`}
        // Beside the label, not in it: a click on the link must not tick the box.
        description={
          <Anchor component="button" type="button" size="sm" onClick={() => setIsOpen(true)}>
            <Trans>Read the customer agreement</Trans>
          </Anchor>
        }
        error={error}
        required
      />
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={t`Customer agreement`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack>
          {agreementText}
          <Group justify="flex-end">
            <Button
              size="md"
              onClick={() => {
                onChange(true);
                setIsOpen(false);
              }}
            >
              <Trans>Accept</Trans>
            </Button>
            <Button size="md" variant="default" onClick={() => setIsOpen(false)} data-autofocus>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
