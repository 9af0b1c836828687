import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportKind } from '../../../domain/admin/import/import-kinds.ts';

/**
 * Each import field by the label its form gives it (the same source text, so the same translation),
 * by field key of src/domain/admin/import/import-fields.ts.
 */
const locationLabels: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  number: msg`Location number (GLN)`,
  externalId: msg`External id`,
  type: msg`Type`,
  hasRamp: msg`Has ramp`,
  needsLift: msg`Needs lift`,
  isDelivery: msg`Delivery location`,
  deliveryFrom: msg`Delivery between, from`,
  deliveryTo: msg`Delivery between, to`,
  deliveryInstructions: msg`Delivery instructions`,
  transportInstructions: msg`Transport instructions`,
  emailOrderConfirmed: msg`E-mail for order confirmed`,
  emailPurchaseOrder: msg`E-mail for purchase order`,
  emailReturnOrder: msg`E-mail for return order`,
  palletReceiptDays: msg`Pallet receipt days`,
  loadType: msg`Load type`,
  street: msg`Street`,
  postCode: msg`Post code`,
  city: msg`Post place`,
  countryId: msg`Country`,
};

const externalLocationLabels: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  number: msg`Location number`,
  contactName: msg`Contact name`,
  countryId: msg`Country`,
  locationNumber: msg`Own location`,
};

const userLabels: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  loginName: msg`Login name`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  language: msg`Language`,
  isAdmin: msg`Administrator`,
  locationNumber: msg`Primary location`,
  secondaryLocationNumbers: msg`Secondary locations`,
  tasks: msg`Menu access`,
  reportLevel: msg`Report level`,
};

export const importFieldLabels: Readonly<Record<ImportKind, Readonly<Record<string, MessageDescriptor>>>> = {
  locations: locationLabels,
  externalLocations: externalLocationLabels,
  users: userLabels,
};

/** The label of a field; a key the app does not know yet shows as itself. */
export function importFieldLabel(kind: ImportKind, key: string): MessageDescriptor | string {
  return Object.hasOwn(importFieldLabels[kind], key) ? importFieldLabels[kind][key]! : key;
}

/** What the dialog says it imports, by kind. */
export const importKindLabels = {
  locations: msg`Import locations`,
  externalLocations: msg`Import external locations`,
  users: msg`Import users`,
} satisfies Record<ImportKind, MessageDescriptor>;
