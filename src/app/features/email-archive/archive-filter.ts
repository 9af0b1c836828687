import type { EmailStatus } from '../../../domain/admin/email-archive.ts';

/** What the archive list is narrowed to; empty text is no filter. */
export interface ArchiveFilter {
  to: string;
  subject: string;
  from: string;
  until: string;
  status: EmailStatus | '';
  customerId: number | null;
  page: number;
}

export const emptyArchiveFilter: ArchiveFilter = {
  to: '',
  subject: '',
  from: '',
  until: '',
  status: '',
  customerId: null,
  page: 1,
};
