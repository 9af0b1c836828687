-- A renewed session keeps its row: the new token replaces the old, which stays valid for a short grace
-- (prev_token_hash until prev_expires_at), so a user switch, logout or password change made in the same
-- request as a renewal acts on the one session the client holds.
alter table sessions add column prev_token_hash text;
alter table sessions add column prev_expires_at timestamptz;
create unique index sessions_prev_token_idx on sessions (prev_token_hash);
