import { z } from 'zod';
import {
  adminUserSaveAnswerSchema,
  adminUserSchema,
  adminUsersPageSchema,
  type AdminUserInput,
} from '../../../domain/admin/users.ts';
import { callApi } from '../../api/client.ts';

/** The filter of the users list, as GET adminUsers takes it. */
export interface UserListFilter {
  term: string;
  active: 'active' | 'inactive' | 'all';
  page: number;
}

export const usersPerPage = 50;

/** GET adminUsers: one page of the acting customer's users; a newer search cancels an older one. */
export async function fetchAdminUsers(filter: UserListFilter, signal?: AbortSignal) {
  const answer = await callApi('adminUsers', {
    query: {
      term: filter.term.trim() || undefined,
      isActive: filter.active === 'all' ? undefined : filter.active === 'active',
      offset: (filter.page - 1) * usersPerPage,
      limit: usersPerPage,
    },
    signal,
    latestOf: 'adminUsers',
  });
  return adminUsersPageSchema.parse(answer);
}

/** GET adminUser?id= */
export async function fetchAdminUser(id: number, signal?: AbortSignal) {
  return adminUserSchema.parse(await callApi('adminUser', { query: { id }, signal }));
}

/** POST adminUser: creates (no id) or changes a user; a new active user gets the welcome e-mail. */
export async function saveAdminUser(input: AdminUserInput) {
  return adminUserSaveAnswerSchema.parse(await callApi('adminUser', { method: 'POST', body: input }));
}

/** POST userPasswordReset: the user gets a set-password link by e-mail (issue 16 item 3). */
export async function sendPasswordReset(userId: number) {
  const answer = await callApi('userPasswordReset', { method: 'POST', body: { userId } });
  return z.object({ sent: z.literal(true), email: z.string() }).parse(answer);
}

const customerLocationSchema = z.object({ id: z.number(), name: z.string(), statusId: z.number() });

/** GET Locations: the acting customer's locations, for the primary and secondary location fields. */
export async function fetchCustomerLocations(signal?: AbortSignal) {
  const answer = await callApi('Locations', { query: { include: 'id,name,statusId' }, signal });
  return z.array(customerLocationSchema).parse(answer);
}
