import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Text } from '@mantine/core';

export interface SubmissionFailureProps {
  /** The market's customer-service address, when it could be read. */
  email: string | undefined;
  /** Why the server refused, when it said (a 400 naming a field, a 429). */
  reason?: string | undefined;
}

/** Any failure of the submission names where to send the request instead (spec §8). */
export function SubmissionFailure({ email, reason }: SubmissionFailureProps) {
  return (
    <Alert color="red" role="alert">
      {email ? (
        <Trans>
          Error on submission, send a request to{' '}
          <Anchor href={`mailto:${email}`} c="inherit" fw={700} underline="always">
            {email}
          </Anchor>
        </Trans>
      ) : (
        <Trans>Error on submission, please try again later.</Trans>
      )}
      {reason && (
        <Text size="sm" mt="xs">
          {reason}
        </Text>
      )}
    </Alert>
  );
}
