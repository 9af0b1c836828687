/** The current app version (spec §4, §9); the version check compares against it. */
export const appVersion = '1.0.42';
