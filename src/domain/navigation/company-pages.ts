/**
 * Who sees My company and the Company tab group (spec §2 "Company (customer admin)", §6): customer
 * admins. Counting, one of its tabs, is open to anyone who may act at a location — the yard's counters
 * are rarely admins, and the server decides per location (counting-access.ts) — but they see it alone,
 * without the tabs of pages that are not theirs.
 */
export function seesCompanyPages(user: { isCustomerAdmin: boolean }): boolean {
  return user.isCustomerAdmin;
}
