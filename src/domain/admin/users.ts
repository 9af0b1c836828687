import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { queryBooleanSchema } from '../shared/list-query.ts';
import { localeSchema } from '../shared/locale-schema.ts';
import { webTaskIdSchema } from '../tasks/web-tasks.ts';

/** Report level ids (spec §3): location 0, customer 1, chain 2, customer type 3, global 4. */
export const reportLevels = [0, 1, 2, 3, 4] as const;
export type ReportLevel = (typeof reportLevels)[number];
export const reportLevelSchema = z.literal(reportLevels);

/** Support user (spec §6): none, for the customer, or for a location. */
export const supportUserKinds = ['none', 'customer', 'location'] as const;
export type SupportUserKind = (typeof supportUserKinds)[number];

/** The e-mail switches of a user (spec §3 User (administration)), as the users table names them. */
export const notifySwitches = [
  'notifyAutocommit',
  'notifyDeviation',
  'notifyDisagree',
  'notifyHighVolume',
  'notifyNewCustomer',
  'notifyStock',
] as const;
export type NotifySwitch = (typeof notifySwitches)[number];

/** The roles and flags an admin sets (spec §6); global admin and provider staff only by a global admin. */
export const userRoleFlags = ['isSuperuser', 'isLocationAdmin', 'isProvider', 'isGlobalAdmin'] as const;
export type UserRoleFlag = (typeof userRoleFlags)[number];

const notifyShape = Object.fromEntries(notifySwitches.map((name) => [name, z.boolean()])) as Record<
  NotifySwitch,
  z.ZodBoolean
>;

/** Every field of spec §3 User (administration) that an admin edits. */
const userFieldsSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  // Unique per market whatever the case (users_login_idx); no spaces, so it can be typed at login.
  loginName: z
    .string()
    .trim()
    .min(3, 'loginName must have at least 3 characters')
    .max(100)
    .regex(/^\S+$/, 'loginName may not contain spaces'),
  // The welcome and reset links go here, so it is required.
  email: z.email('email must be an e-mail address').max(200),
  phone: z.string().trim().max(50),
  language: localeSchema,
  isActive: z.boolean(),
  isCustomerAdmin: z.boolean(),
  locationId: idSchema,
  secondaryLocationIds: z.array(idSchema).max(1000),
  /** Menu access (spec §6): an empty list means every task. */
  tasks: z.array(webTaskIdSchema).max(7),
  reportLevel: reportLevelSchema,
  isSuperuser: z.boolean(),
  isLocationAdmin: z.boolean(),
  isProvider: z.boolean(),
  isGlobalAdmin: z.boolean(),
  supportUser: z.enum(supportUserKinds),
  /**
   * Shop accounting (issue 20 item 5): given only by provider staff or a global admin. Left out, or
   * sent by anyone else, the stored value stays (a new user's is false).
   */
  shopAccounting: z.boolean().optional(),
  ...notifyShape,
});
export type AdminUserFields = z.infer<typeof userFieldsSchema>;

/** POST adminUser: a new user (no id), or a change of the one the client read at `version`. */
export const adminUserInputSchema = userFieldsSchema
  .extend({ id: idSchema.optional(), version: z.number().int().positive().optional() })
  .refine((input) => input.id === undefined || input.version !== undefined, {
    message: 'version is required when changing a user',
    path: ['version'],
  });
export type AdminUserInput = z.infer<typeof adminUserInputSchema>;

/** GET adminUser and the answer of POST adminUser. */
export const adminUserSchema = userFieldsSchema.extend({
  shopAccounting: z.boolean(),
  id: idSchema,
  version: z.number().int(),
  customerId: idSchema,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * POST adminUser's answer: the user, whether it was made now, and whether a welcome mail with a
 * set-password link was queued (a new active user gets one).
 */
export const adminUserSaveAnswerSchema = z.object({
  user: adminUserSchema,
  created: z.boolean(),
  welcomeSent: z.boolean(),
});
export type AdminUserSaveAnswer = z.infer<typeof adminUserSaveAnswerSchema>;

/** GET adminUser?id= */
export const adminUserQuerySchema = z.object({ id: idQuerySchema });

export const adminUsersPageSize = 50;

/**
 * GET adminUsers: the acting customer's users, a page at a time (a customer may have thousands), found
 * by name, login name or e-mail, optionally only the active or inactive ones.
 */
export const adminUsersQuerySchema = z.object({
  term: z.string().trim().max(200).optional(),
  isActive: queryBooleanSchema,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(adminUsersPageSize),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  loginName: z.string(),
  email: z.string(),
  locationId: idSchema,
  locationName: z.string(),
  isActive: z.boolean(),
  isCustomerAdmin: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = z.object({
  total: z.number().int(),
  rows: z.array(adminUserRowSchema),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
