/**
 * What the audit log records (issue 19 item 7): every kind of event, in the order the log's type
 * filter lists them. The labels are Lingui messages in the app (features/global-admin/audit-labels.ts).
 */
export const auditTypes = [
  'login',
  'loginFailed',
  'passwordChanged',
  'passwordReset',
  'userSwitch',
  'forbidden',
  'orderStatus',
  'adminChange',
  'import',
  'emailFailed',
  'serverError',
  'clientError',
] as const;
export type AuditType = (typeof auditTypes)[number];

/** Entries of these types are failures a global admin should look at: shown in red. */
export const alarmingAuditTypes: readonly AuditType[] = [
  'loginFailed',
  'forbidden',
  'emailFailed',
  'serverError',
  'clientError',
];
