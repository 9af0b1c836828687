import type { AdminUserInput } from '../../../../domain/admin/users.ts';

/** What each section of the user form gets: the whole value and a way to change some fields. */
export interface UserFormSectionProps {
  value: AdminUserInput;
  onChange: (change: Partial<AdminUserInput>) => void;
}
