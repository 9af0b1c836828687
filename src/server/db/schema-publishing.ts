/** Tables of published messages, articles and guides beyond `messages` itself (issue 19). */
export interface PublishingSchema {
  /** Placeholder until the publishing tables land. */
  publishingPlaceholder?: never;
}
