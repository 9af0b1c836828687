/** Tables of the audit log (issue 19). */
export interface AuditLogSchema {
  /** Placeholder until the audit log tables land. */
  auditLogPlaceholder?: never;
}
