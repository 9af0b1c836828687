import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Signature } from '../../../domain/pallet-receipts/signature.ts';

export const signerRoleLabels = {
  driver: msg`Driver`,
  counterpart: msg`Counterpart`,
} as const satisfies Record<Signature['signerRole'], MessageDescriptor>;
