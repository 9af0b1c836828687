/** A backup or restore that cannot go on for a reason the operator can fix: the CLI prints only the message. */
export class OpsError extends Error {}

/** A URL's password never reaches the terminal or a log. */
export const withoutPassword = (text: string) => text.replace(/(\/\/[^:@/\s]*):[^@\s]*@/g, '$1:***@');
