/** A database URL's password never reaches the terminal or a log (as config.ts keeps it from start-up errors). */
export const withoutPassword = (text: string) => text.replace(/(\/\/[^:@/\s]*):[^@\s]*@/g, '$1:***@');
