import type { AdminUser, AdminUserInput } from '../../../domain/admin/users.ts';
import type { Locale } from '../../../domain/shared/locales.ts';

/** A blank new user at a location, in the admin's language, with the usual order e-mails on. */
export function newUserValue(locationId: number, language: Locale): AdminUserInput {
  return {
    name: '',
    loginName: '',
    email: '',
    phone: '',
    language,
    isActive: true,
    isCustomerAdmin: false,
    locationId,
    secondaryLocationIds: [],
    tasks: [],
    reportLevel: 0,
    isSuperuser: false,
    isLocationAdmin: false,
    isProvider: false,
    isGlobalAdmin: false,
    supportUser: 'none',
    notifyAutocommit: false,
    notifyDeviation: false,
    notifyDisagree: false,
    notifyHighVolume: false,
    notifyNewCustomer: false,
    notifyStock: false,
  };
}

/** The form of a user read from the server, to be sent back with the version it was read at. */
export function userFormValue(user: AdminUser): AdminUserInput {
  const { customerId: _customer, lastLoginAt: _lastLogin, createdAt: _created, ...value } = user;
  return value;
}
