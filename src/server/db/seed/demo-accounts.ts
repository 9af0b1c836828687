/** The demo logins printed at start (issue 2); every one has the password below. */
export const demoPassword = 'demo-pallet';

export const demoLogins = [
  { market: 'no', loginName: 'global', who: 'global admin and provider staff (SR)' },
  { market: 'no', loginName: 'kunde.admin', who: 'customer admin of a pooling customer (4 locations)' },
  {
    market: 'no',
    loginName: 'lager',
    who: 'dock worker at a provider location (reception, expedition, shipment)',
  },
  { market: 'no', loginName: 'butikk', who: 'user at a retail location, all tasks' },
  {
    market: 'no',
    loginName: 'rapport',
    who: "user with report level 1 at one of kunde.admin's locations: reads all, changes own orders",
  },
  { market: 'no', loginName: 'ny.bruker', who: 'user who has not confirmed GDPR' },
  { market: 'no', loginName: 'avtale', who: 'user whose customer has not accepted the standard agreement' },
  {
    market: 'no',
    loginName: 'avtale.admin',
    who: "customer admin of avtale's customer: accepts the standard agreement",
  },
  {
    market: 'no',
    loginName: 'container',
    who: 'user of a container customer (Miljøretur Lørenskog): orders and rents containers',
  },
  {
    market: 'no',
    loginName: 'kasse',
    who: 'cashier at the provider (Nordpall Alnabru), not provider staff, enabled for shop accounting',
  },
  {
    market: 'no',
    loginName: 'kjede',
    who: 'user of the chain head Kjedehuset AS with report level chain: reports on the whole chain',
  },
  { market: 'se', loginName: 'butik', who: 'user at a Swedish retail location' },
  { market: 'dk', loginName: 'butik', who: 'user at a Danish retail location' },
  { market: 'fi', loginName: 'kauppa', who: 'user at a Finnish retail location' },
  { market: 'swa', loginName: 'vask', who: 'customer admin on the washing-service variant' },
] as const;
