/** Tables of support tickets, their replies, attachments and answer templates (issue 19). */
export interface SupportSchema {
  /** Placeholder until the support tables land. */
  supportPlaceholder?: never;
}
