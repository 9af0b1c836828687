-- Idempotency keys of mutations (issue 5 item 4, ARCHITECTURE.md "API conventions"): claimed first in the
-- mutation's own transaction, so a replay (the outbox resending after a lost answer) gets the stored
-- answer and changes nothing. Scoped to the real login user (0 for calls without a session), so one
-- user's key never reveals another's answer. `response` is json, not jsonb: a replay sends the same
-- text, key order included. Rows stay until the client acknowledges them (POST idempotencyAck); the
-- daily job deletes what is older than 180 days (src/server/jobs/prune-idempotency-keys.ts).
create table idempotency_keys (
  user_id integer not null,
  key text not null check (char_length(key) between 1 and 255),
  request_hash text not null,
  status_code integer,
  response json,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
