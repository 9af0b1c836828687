-- The order list at a million orders (issue 4 item 10). A customer sees the orders from or to any of its
-- locations: the two customers are copied onto the order, so each side is one index range instead of an
-- OR over two joined location tables. A trigger keeps the copies right for every writer (drafts, the
-- schedule job, the seeders) and when a location moves to another customer.
alter table transactions add column customer_id_from integer references customers(id);
alter table transactions add column customer_id_to integer references customers(id);

update transactions t
set customer_id_from = lf.customer_id, customer_id_to = lt.customer_id
from locations lf, locations lt
where lf.id = t.location_id_from and lt.id = t.location_id_to;

alter table transactions alter column customer_id_from set not null;
alter table transactions alter column customer_id_to set not null;

create function transactions_location_customers() returns trigger language plpgsql as $$
begin
  select customer_id into new.customer_id_from from locations where id = new.location_id_from;
  select customer_id into new.customer_id_to from locations where id = new.location_id_to;
  return new;
end $$;

create trigger transactions_location_customers
  before insert or update of location_id_from, location_id_to on transactions
  for each row execute function transactions_location_customers();

create function locations_customer_moved() returns trigger language plpgsql as $$
begin
  update transactions set customer_id_from = new.customer_id where location_id_from = new.id;
  update transactions set customer_id_to = new.customer_id where location_id_to = new.id;
  return null;
end $$;

create trigger locations_customer_moved
  after update of customer_id on locations
  for each row when (old.customer_id is distinct from new.customer_id)
  execute function locations_customer_moved();

-- One index per side and scope, in the list's default order (newest send date first, empty dates
-- last, ties by id), carrying the columns the filters and the other side's exclusion need, so a page
-- is read in order and a count is an index-only scan.
create index transactions_customer_from_list_idx on transactions
  (customer_id_from, send_date desc nulls last, id desc)
  include (market_id, customer_id_to, transaction_status_id, transaction_type_id);
create index transactions_customer_to_list_idx on transactions
  (customer_id_to, send_date desc nulls last, id desc)
  include (market_id, customer_id_from, transaction_status_id, transaction_type_id);
create index transactions_location_from_list_idx on transactions
  (location_id_from, send_date desc nulls last, id desc)
  include (market_id, location_id_to, transaction_status_id, transaction_type_id);
create index transactions_location_to_list_idx on transactions
  (location_id_to, send_date desc nulls last, id desc)
  include (market_id, location_id_from, transaction_status_id, transaction_type_id);
-- Provider staff see the whole market.
create index transactions_market_list_idx on transactions
  (market_id, send_date desc nulls last, id desc)
  include (transaction_status_id, transaction_type_id);

-- The prefix search (spec §7 `term`, case-insensitive): one index per searched column, so each column
-- is a range scan and the list takes the union of their matches.
create index transactions_order_no_prefix_idx on transactions (lower(order_no) text_pattern_ops);
create index transactions_reference_prefix_idx on transactions (lower(reference) text_pattern_ops);
create index transactions_my_reference_prefix_idx on transactions (lower(my_reference) text_pattern_ops);
create index transactions_senders_ref_prefix_idx on transactions (lower(senders_ref) text_pattern_ops);
create index transactions_receivers_ref_prefix_idx on transactions (lower(receivers_ref) text_pattern_ops);
create index transactions_transport_ref_prefix_idx on transactions (lower(transport_ref) text_pattern_ops);

-- The list's `total` is exact (issue 4: 'Showing {count} of {total} orders'), but counting half a
-- million index entries per call is too slow. These counters hold the number of orders per market,
-- per customer (from or to one of its locations, an order between two of its locations once) and per
-- location, by send date, status and type; the list sums them when its filters fit (order-count.ts).
-- Statement triggers keep them in the same transaction as the change. A statement upserts its counters
-- in key order, so concurrent one-statement changes (a status change, a bulk send, a draft) queue on a
-- shared counter instead of deadlocking.
create table order_list_counts (
  market_id text not null references markets(id),
  customer_id integer references customers(id),
  location_id integer references locations(id),
  send_date date,
  transaction_status_id smallint not null,
  transaction_type_id text not null,
  orders integer not null,
  constraint order_list_counts_key unique nulls not distinct
    (market_id, customer_id, location_id, send_date, transaction_status_id, transaction_type_id)
);

-- Whom one order counts for: its market, each of its customers once and each of its locations once.
create function order_list_parties(customer_from integer, customer_to integer, location_from integer,
  location_to integer) returns table (customer_id integer, location_id integer)
language sql immutable as $$
  select null::integer, null::integer
  union all select customer_from, null
  union all select customer_to, null where customer_to <> customer_from
  union all select null, location_from
  union all select null, location_to where location_to <> location_from
$$;

create function order_list_counts_apply() returns trigger language plpgsql as $$
begin
  -- Only the branch of the firing event is planned, so the others' transition tables need not exist.
  if tg_op = 'INSERT' then
    insert into order_list_counts as c
    select r.market_id, p.customer_id, p.location_id, r.send_date, r.transaction_status_id,
      r.transaction_type_id, count(*)
    from new_rows r, order_list_parties(r.customer_id_from, r.customer_id_to, r.location_id_from,
      r.location_id_to) p
    group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
    on conflict on constraint order_list_counts_key do update set orders = c.orders + excluded.orders;
  elsif tg_op = 'DELETE' then
    insert into order_list_counts as c
    select r.market_id, p.customer_id, p.location_id, r.send_date, r.transaction_status_id,
      r.transaction_type_id, -count(*)
    from old_rows r, order_list_parties(r.customer_id_from, r.customer_id_to, r.location_id_from,
      r.location_id_to) p
    group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
    on conflict on constraint order_list_counts_key do update set orders = c.orders + excluded.orders;
  else
    insert into order_list_counts as c
    select r.market_id, p.customer_id, p.location_id, r.send_date, r.transaction_status_id,
      r.transaction_type_id, sum(r.delta)
    from (
      select n.*, 1 as delta from new_rows n
      union all select o.*, -1 from old_rows o
    ) r, order_list_parties(r.customer_id_from, r.customer_id_to, r.location_id_from, r.location_id_to) p
    group by 1, 2, 3, 4, 5, 6 having sum(r.delta) <> 0 order by 1, 2, 3, 4, 5, 6
    on conflict on constraint order_list_counts_key do update set orders = c.orders + excluded.orders;
  end if;
  return null;
end $$;

create trigger order_list_counts_insert after insert on transactions
  referencing new table as new_rows for each statement execute function order_list_counts_apply();
create trigger order_list_counts_update after update on transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function order_list_counts_apply();
create trigger order_list_counts_delete after delete on transactions
  referencing old table as old_rows for each statement execute function order_list_counts_apply();

insert into order_list_counts
select t.market_id, p.customer_id, p.location_id, t.send_date, t.transaction_status_id,
  t.transaction_type_id, count(*)
from transactions t, order_list_parties(t.customer_id_from, t.customer_id_to, t.location_id_from,
  t.location_id_to) p
group by 1, 2, 3, 4, 5, 6;
