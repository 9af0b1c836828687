-- Shop ledger entry numbers without gaps, per market (field findings: "#126 → #628"). The row id is
-- shared by every market and skips what a rolled-back insert took; a ledger's reader expects each
-- market's entries numbered 1, 2, 3 … The number is taken from a counter row per market in the same
-- transaction as the entry, so a rollback gives it back and two writers of one market wait for each
-- other at that row (entries of different markets do not).
create table shop_entry_numbers (
  market_id text primary key references markets(id),
  last_no integer not null
);

alter table shop_transactions add column entry_no integer;

-- The entries already kept are numbered in the order they were booked. The ledger is insert-only, so
-- its trigger steps aside for this one update.
alter table shop_transactions disable trigger shop_transactions_insert_only;
update shop_transactions t
   set entry_no = numbered.no
  from (select id, row_number() over (partition by market_id order by id) as no from shop_transactions) numbered
 where numbered.id = t.id;
alter table shop_transactions enable trigger shop_transactions_insert_only;

insert into shop_entry_numbers (market_id, last_no)
select market_id, max(entry_no) from shop_transactions group by market_id;

alter table shop_transactions alter column entry_no set not null;
alter table shop_transactions add constraint shop_transactions_market_entry_no_key unique (market_id, entry_no);

create function shop_entry_number() returns trigger language plpgsql as $$
begin
  insert into shop_entry_numbers as n (market_id, last_no) values (new.market_id, 1)
  on conflict (market_id) do update set last_no = n.last_no + 1
  returning last_no into new.entry_no;
  return new;
end;
$$;
create trigger shop_transactions_entry_no before insert on shop_transactions
  for each row execute function shop_entry_number();
