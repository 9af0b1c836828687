import type { NewCustomerDraft } from '../new-customer-draft.ts';

/** A section of the new-customer form: the draft, a field's translated problem, and a change. */
export interface DraftSectionProps {
  draft: NewCustomerDraft;
  problem: (field: string) => string | undefined;
  update: (patch: Partial<NewCustomerDraft>) => void;
}
