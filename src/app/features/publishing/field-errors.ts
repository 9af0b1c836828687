import { ApiError } from '../../api/api-error.ts';
import type { MessageDraft } from './message-draft.ts';

interface Issue {
  field: string;
  message: string;
}

/** A 400's issues by field of the form (the server names the field, spec §7). */
export function fieldErrorsOf(error: unknown): Partial<Record<keyof MessageDraft, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.inner as { data?: { issues?: Issue[] } } | undefined)?.data?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
}
