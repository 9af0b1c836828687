import { describe, expect, it } from 'vitest';
import {
  canActAsUser,
  canChooseCustomer,
  canSwitchLocation,
  isSwitchableLocation,
  type SwitchActor,
} from '../../../src/domain/session/user-switch.ts';

const plainUser: SwitchActor = {
  isGlobalAdmin: false,
  isProvider: false,
  isCustomerAdmin: false,
  customerId: 1,
  locationId: 10,
};
const customerAdmin: SwitchActor = { ...plainUser, isCustomerAdmin: true };
const globalAdmin: SwitchActor = { ...plainUser, isGlobalAdmin: true };
const globalProvider: SwitchActor = { ...globalAdmin, isProvider: true };

describe('user switch rules (spec §6)', () => {
  it('lets only a global admin choose another customer', () => {
    expect(canChooseCustomer(globalAdmin, 2)).toBe(true);
    expect(canChooseCustomer(customerAdmin, 2)).toBe(false);
    expect(canChooseCustomer(plainUser, 2)).toBe(false);
    expect(canChooseCustomer(plainUser, 1)).toBe(true);
  });

  it('needs both global admin and provider staff to act as any user of a customer', () => {
    const other = { customerId: 2, locationId: 20 };
    expect(canActAsUser(globalProvider, other, 20)).toBe(true);
    expect(canActAsUser(globalAdmin, other, 20)).toBe(false);
    expect(canActAsUser({ ...plainUser, isProvider: true }, other, 20)).toBe(false);
  });

  it('lets a customer admin act as users at their location or at the selected location', () => {
    expect(canActAsUser(customerAdmin, { customerId: 1, locationId: 10 }, 11)).toBe(true);
    expect(canActAsUser(customerAdmin, { customerId: 1, locationId: 11 }, 11)).toBe(true);
    expect(canActAsUser(customerAdmin, { customerId: 1, locationId: 12 }, 11)).toBe(false);
    expect(canActAsUser(customerAdmin, { customerId: 2, locationId: 10 }, 10)).toBe(false);
    expect(canActAsUser(plainUser, { customerId: 1, locationId: 10 }, 10)).toBe(false);
  });

  it('allows location switching only with more than one location', () => {
    expect(canSwitchLocation(plainUser, 1)).toBe(false);
    expect(canSwitchLocation(plainUser, 2)).toBe(true);
    expect(canSwitchLocation(customerAdmin, 1)).toBe(true);
  });

  it('allows location types LEV, NLP and GRS with statuses 1 and 2', () => {
    expect(isSwitchableLocation({ typeId: 'LEV', statusId: 1 })).toBe(true);
    expect(isSwitchableLocation({ typeId: 'NLP', statusId: 2 })).toBe(true);
    expect(isSwitchableLocation({ typeId: 'GRS', statusId: 1 })).toBe(true);
    expect(isSwitchableLocation({ typeId: 'XYZ', statusId: 1 })).toBe(false);
    expect(isSwitchableLocation({ typeId: 'GRS', statusId: 3 })).toBe(false);
  });
});
