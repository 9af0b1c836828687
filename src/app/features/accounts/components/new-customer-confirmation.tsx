import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export interface NewCustomerConfirmationProps {
  email: string;
}

/** The request was stored and the applicant's confirmation queued (issue 16 item 4). */
export function NewCustomerConfirmation({ email }: NewCustomerConfirmationProps) {
  return (
    <Stack>
      <Alert color="green" role="status">
        <Trans>Thank you! We have received your request and sent a confirmation to {email}.</Trans>
      </Alert>
      <Anchor component={Link} to="/login">
        <Trans>Back to login</Trans>
      </Anchor>
    </Stack>
  );
}
