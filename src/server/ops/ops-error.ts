/** A backup or restore that cannot go on for a reason the operator can fix: the CLI prints only the message. */
export class OpsError extends Error {}
