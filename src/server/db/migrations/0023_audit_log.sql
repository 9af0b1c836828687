-- The global admin's log (issue 19 item 7, spec §1 global admin screens): one row per event the server
-- records — logins and failed logins, password changes and resets, user switches, refused calls,
-- order status changes, administration changes, imports, failed e-mails and server errors.
-- Written on the hot path, so it carries few indexes: the list reads it newest first per market, a
-- user's or a customer's entries, and the retention sweep deletes by age (a BRIN index: tiny, and rows
-- arrive in time order).
create table audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  market_id text not null references markets(id),
  type text not null check (type in (
    'login', 'loginFailed', 'passwordChanged', 'passwordReset', 'userSwitch', 'forbidden',
    'orderStatus', 'adminChange', 'import', 'emailFailed', 'serverError'
  )),
  -- The real login user and, while switched, the user acted as; kept as names too, so an entry still
  -- reads right after the user is deleted or renamed.
  user_id integer references users(id) on delete set null,
  acting_user_id integer references users(id) on delete set null,
  login_name text,
  customer_id integer references customers(id) on delete set null,
  -- What the entry is about, in a few words: a login name, 'order 1000234', 'POST /api/no/user'.
  subject text not null default '',
  request_id text,
  method text,
  path text,
  status_code smallint,
  address text,
  details jsonb not null default '{}'
);

create index audit_log_market_time_idx on audit_log (market_id, created_at desc, id desc);
create index audit_log_user_idx on audit_log (user_id, created_at desc) where user_id is not null;
create index audit_log_customer_idx on audit_log (customer_id, created_at desc) where customer_id is not null;
create index audit_log_created_brin on audit_log using brin (created_at);
