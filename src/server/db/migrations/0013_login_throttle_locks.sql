-- Login limits that hold under parallel attempts and that a stranger cannot turn against a user (issue 14
-- items 2 and 3; src/server/auth/login-throttle.ts).
--
-- login_throttle_keys has one row per throttle key (a login name, a client address). An attempt locks its
-- keys' rows, then counts and records its failure in the same transaction, so parallel attempts for one
-- name or address queue on the row instead of all reading the count before any of them wrote it.
create table login_throttle_keys (
  throttle_key text primary key,
  touched_at timestamptz not null default now()
);
create index login_throttle_keys_touched_idx on login_throttle_keys (touched_at);

-- The client address of each failure, so a name's failures can be counted per address.
alter table login_failures add column address text;

-- Where a login name has logged in before: from such an address the name's limit counts only the failures
-- made from there.
create table login_known_addresses (
  name_key text not null,
  address text not null,
  last_login_at timestamptz not null default now(),
  primary key (name_key, address)
);
create index login_known_addresses_last_login_idx on login_known_addresses (last_login_at);
