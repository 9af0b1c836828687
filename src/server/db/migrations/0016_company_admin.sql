-- Company administration (issue 17 item 1, spec §3 Company): the customer's e-mails for order confirmed
-- and purchase, and its logo. The logo is a row of its own so reading a customer never carries the bytes;
-- etag changes with every upload and is the logo's cache validator and the version in its address.
alter table customers
  add column email_order_confirmed text,
  add column email_purchase text;

create table customer_logos (
  customer_id integer primary key references customers(id) on delete cascade,
  content bytea not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  etag text not null,
  updated_at timestamptz not null default now(),
  updated_by integer references users(id) on delete set null
);
