-- Sending the e-mail archive's mail over SMTP (issue 7 item 1). The row stays the record of the message;
-- the job (src/server/jobs/send-queued-email.ts) takes due rows one at a time and marks each sent, or
-- failed with the error and a later retry. next_attempt_at is when a row is due: on being taken it moves
-- a lease ahead, so a process that dies while sending leaves the row due again, never lost; null once
-- sent or out of attempts.
alter table email_archive
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz default now(),
  add column sent_at timestamptz,
  add column error text;
update email_archive set next_attempt_at = null where status = 'sent';

drop index email_archive_queued_idx;
create index email_archive_due_idx on email_archive (next_attempt_at, id) where next_attempt_at is not null;
