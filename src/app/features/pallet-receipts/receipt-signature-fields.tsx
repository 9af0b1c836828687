import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Signature } from '../../../domain/pallet-receipts/signature.ts';
import { SignaturePad } from '../../ui/signature-pad/signature-pad.tsx';
import { signerRoleLabels } from './signer-role-labels.ts';

export interface ReceiptSignatureValue {
  signerName: string;
  signerRole: Signature['signerRole'];
  signature: string | null;
}

export interface ReceiptSignatureFieldsProps {
  value: ReceiptSignatureValue;
  onChange: (change: Partial<ReceiptSignatureValue>) => void;
  nameError?: ReactNode;
  signatureError?: ReactNode;
}

/** Who signs (the driver or the counterpart at the location), their name, and the drawn signature. */
export function ReceiptSignatureFields({
  value,
  onChange,
  nameError,
  signatureError,
}: ReceiptSignatureFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text fw={500} size="lg" id="signer-role-label">
            {t`Signed by`}
          </Text>
          <SegmentedControl
            aria-labelledby="signer-role-label"
            size="lg"
            fullWidth
            value={value.signerRole}
            onChange={(role) => onChange({ signerRole: role as Signature['signerRole'] })}
            data={[
              { value: 'driver', label: i18n._(signerRoleLabels.driver) },
              { value: 'counterpart', label: i18n._(signerRoleLabels.counterpart) },
            ]}
          />
        </Stack>
        <TextInput
          label={t`Name of who signs`}
          size="lg"
          required
          autoComplete="name"
          maxLength={100}
          value={value.signerName}
          onChange={(event) => onChange({ signerName: event.currentTarget.value })}
          error={nameError}
        />
      </SimpleGrid>
      <SignaturePad
        label={t`Signature`}
        value={value.signature}
        onChange={(signature) => onChange({ signature })}
        signerName={value.signerName}
        error={signatureError}
      />
    </Stack>
  );
}
