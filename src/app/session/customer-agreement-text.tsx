import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** The standard customer agreement in the user's language: the agreement page and the new-customer form. */
export function CustomerAgreementText() {
  return (
    <Text>
      <Trans>
        Before your company uses the portal, the standard customer agreement for pallet pooling, washing and
        handling must be accepted. It covers prices, deliveries, pickups, the pallet balance and liability.
      </Trans>
    </Text>
  );
}
