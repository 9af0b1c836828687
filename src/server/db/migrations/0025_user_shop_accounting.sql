-- Shop accounting (issue 20 item 5) is for provider staff and the users the provider enables: a per-user
-- right, set in Company → Users.
alter table users add column shop_accounting boolean not null default false;
