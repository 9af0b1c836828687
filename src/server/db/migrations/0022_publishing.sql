-- Publishing (issue 19 items 3 and 5, spec §3 Published message): every field of a published message,
-- article or guide, who read it, and the pictures its formatted text shows. `text` holds HTML that the
-- server sanitized on save. `visibility` is the publishing state: a draft and a withdrawn text are seen
-- only on the publishing screen; existing rows were published.
alter table messages
  add column area text,
  add column path text,
  add column date date not null default current_date,
  add column location_type text check (location_type in ('LEV', 'NLP', 'GRS')),
  add column must_read boolean not null default false,
  add column visibility text not null default 'Published'
    check (visibility in ('Draft', 'Published', 'Withdrawn')),
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users(id) on delete set null;
update messages set date = created_at::date;
-- Texts written before were plain text: escaped, with each line its own paragraph, they read as before.
update messages
set text = '<p>' || replace(
  replace(replace(replace(replace(text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'),
  E'\n', '</p><p>') || '</p>';
create index messages_shown_idx on messages (market_id, type, visibility, language);

-- Read state per user (the acting user, as alert reads).
create table message_reads (
  message_id integer not null references messages(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (message_id, user_id)
);
create index message_reads_user_idx on message_reads (user_id);

-- A picture in a message's text, addressed by an unguessable key within its market: an <img> cannot send
-- the bearer token, and a login message is shown to anonymous visitors.
create table message_images (
  key uuid primary key default gen_random_uuid(),
  market_id text not null references markets(id),
  content bytea not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  size_bytes integer not null,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now()
);
