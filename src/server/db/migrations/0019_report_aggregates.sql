-- Reports (issue 18): monthly aggregates of balance movements, kept current by a trigger in the same
-- transaction as each movement, so reports read months instead of scanning orders; price lists,
-- invoices and their lines; a location's allowed maximum balance for pooling balance control.

alter table locations add column max_balance integer check (max_balance >= 0);

-- One row per location, month (UTC), product choice, counterpart location, order type and kind.
-- counterpart_location_id 0 and transaction_type_id '' stand for none (receipts, count corrections).
-- quantity_in and quantity_out are both positive; the balance moves by quantity_in - quantity_out.
-- amount is the order line's amount for the moved choice; fill_weighted sums fill degree × pallets sent,
-- so fill_weighted / fill_pallets is the pallet-weighted fill degree of the trucks that left.
create table movement_months (
  location_id integer not null references locations(id) on delete cascade,
  month date not null,
  product_id text not null references products(id),
  treatment_id text not null references treatments(id),
  quality_id text not null references qualities(id),
  counterpart_location_id integer not null default 0,
  transaction_type_id text not null default '',
  kind text not null,
  quantity_in integer not null default 0,
  quantity_out integer not null default 0,
  amount numeric(16, 2) not null default 0,
  fill_weighted numeric(16, 3) not null default 0,
  fill_pallets integer not null default 0,
  movements integer not null default 0,
  primary key (location_id, month, product_id, treatment_id, quality_id, counterpart_location_id,
               transaction_type_id, kind)
);
create index movement_months_month_idx on movement_months (month, location_id);

-- Statement-level, over the transition table: a bulk insert (the demo seed, a count's corrections)
-- updates each aggregate row once, and a single movement costs one small upsert.
create function movement_months_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into movement_months as mm (location_id, month, product_id, treatment_id, quality_id,
        counterpart_location_id, transaction_type_id, kind, quantity_in, quantity_out, amount,
        fill_weighted, fill_pallets, movements)
    select m.location_id, date_trunc('month', m.created_at at time zone 'UTC')::date, m.product_id,
           m.treatment_id, m.quality_id,
           coalesce(case when t.location_id_from = m.location_id then t.location_id_to
                         else t.location_id_from end, 0),
           coalesce(t.transaction_type_id, ''), m.kind,
           1 * sum(greatest(m.quantity, 0)), 1 * sum(greatest(-m.quantity, 0)),
           1 * coalesce(sum(l.amount), 0),
           1 * coalesce(sum(t.fill_degree * abs(m.quantity)) filter (where m.kind = 'sent'), 0),
           1 * coalesce(sum(abs(m.quantity))
                          filter (where m.kind = 'sent' and t.fill_degree is not null), 0),
           1 * count(*)
      from inserted m
      left join transactions t on t.id = m.transaction_id
      left join lateral (select sum(tl.amount) as amount from transaction_lines tl
                          where tl.transaction_id = m.transaction_id and tl.product_id = m.product_id
                            and tl.treatment_id = m.treatment_id
                            -- what arrived may be booked in another quality than was ordered
                            and (case when m.kind = 'received'
                                      then coalesce(tl.quality_id_received, tl.quality_id)
                                      else tl.quality_id end) = m.quality_id) l
        on m.transaction_id is not null
     group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (location_id, month, product_id, treatment_id, quality_id, counterpart_location_id,
                 transaction_type_id, kind)
    do update set quantity_in = mm.quantity_in + excluded.quantity_in,
                  quantity_out = mm.quantity_out + excluded.quantity_out,
                  amount = mm.amount + excluded.amount,
                  fill_weighted = mm.fill_weighted + excluded.fill_weighted,
                  fill_pallets = mm.fill_pallets + excluded.fill_pallets,
                  movements = mm.movements + excluded.movements;
  else
    insert into movement_months as mm (location_id, month, product_id, treatment_id, quality_id,
        counterpart_location_id, transaction_type_id, kind, quantity_in, quantity_out, amount,
        fill_weighted, fill_pallets, movements)
    select m.location_id, date_trunc('month', m.created_at at time zone 'UTC')::date, m.product_id,
           m.treatment_id, m.quality_id,
           coalesce(case when t.location_id_from = m.location_id then t.location_id_to
                         else t.location_id_from end, 0),
           coalesce(t.transaction_type_id, ''), m.kind,
           -1 * sum(greatest(m.quantity, 0)), -1 * sum(greatest(-m.quantity, 0)),
           -1 * coalesce(sum(l.amount), 0),
           -1 * coalesce(sum(t.fill_degree * abs(m.quantity)) filter (where m.kind = 'sent'), 0),
           -1 * coalesce(sum(abs(m.quantity))
                          filter (where m.kind = 'sent' and t.fill_degree is not null), 0),
           -1 * count(*)
      from deleted m
      left join transactions t on t.id = m.transaction_id
      left join lateral (select sum(tl.amount) as amount from transaction_lines tl
                          where tl.transaction_id = m.transaction_id and tl.product_id = m.product_id
                            and tl.treatment_id = m.treatment_id
                            -- what arrived may be booked in another quality than was ordered
                            and (case when m.kind = 'received'
                                      then coalesce(tl.quality_id_received, tl.quality_id)
                                      else tl.quality_id end) = m.quality_id) l
        on m.transaction_id is not null
     group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (location_id, month, product_id, treatment_id, quality_id, counterpart_location_id,
                 transaction_type_id, kind)
    do update set quantity_in = mm.quantity_in + excluded.quantity_in,
                  quantity_out = mm.quantity_out + excluded.quantity_out,
                  amount = mm.amount + excluded.amount,
                  fill_weighted = mm.fill_weighted + excluded.fill_weighted,
                  fill_pallets = mm.fill_pallets + excluded.fill_pallets,
                  movements = mm.movements + excluded.movements;
  end if;
  return null;
end;
$$;

create trigger balance_movements_inserted_to_months
  after insert on balance_movements referencing new table as inserted
  for each statement execute function movement_months_apply();
create trigger balance_movements_deleted_to_months
  after delete on balance_movements referencing old table as deleted
  for each statement execute function movement_months_apply();

-- What the provider charges per product and kind, per market, from a date (the newest valid one wins).
-- purchase: a pallet bought; washing: a pallet picked up and washed; commission: what a commission
-- location earns per pallet it handles.
create table price_lists (
  id integer generated by default as identity primary key,
  market_id text not null references markets(id),
  product_id text not null references products(id),
  kind text not null check (kind in ('purchase', 'washing', 'commission')),
  price numeric(12, 4) not null check (price >= 0),
  valid_from date not null,
  unique (market_id, product_id, kind, valid_from)
);

-- Made by the monthly invoice job: one invoice per customer, month and type, however often it runs.
create table invoices (
  id integer generated by default as identity primary key,
  market_id text not null references markets(id),
  customer_id integer not null references customers(id) on delete cascade,
  type text not null check (type in ('purchase', 'washing')),
  month date not null,
  invoice_no text not null,
  invoice_date date not null,
  due_date date not null,
  currency text not null,
  net_amount numeric(16, 2) not null,
  vat_amount numeric(16, 2) not null,
  total_amount numeric(16, 2) not null,
  created_at timestamptz not null default now(),
  unique (customer_id, month, type),
  unique (market_id, invoice_no)
);
create index invoices_market_month_idx on invoices (market_id, month desc);

create table invoice_lines (
  id integer generated by default as identity primary key,
  invoice_id integer not null references invoices(id) on delete cascade,
  transaction_id integer not null references transactions(id),
  location_id integer not null references locations(id),
  product_id text not null references products(id),
  treatment_id text not null references treatments(id),
  quality_id text not null references qualities(id),
  quantity integer not null,
  price numeric(12, 4) not null,
  freight numeric(12, 2) not null default 0,
  transport_fee numeric(12, 2) not null default 0,
  customs numeric(12, 2) not null default 0,
  sealing numeric(12, 2) not null default 0,
  net_amount numeric(16, 2) not null,
  vat_rate numeric(5, 2) not null,
  vat_amount numeric(16, 2) not null,
  -- An order's choice is invoiced once, whichever invoice it lands on.
  unique (transaction_id, product_id, treatment_id, quality_id)
);
create index invoice_lines_invoice_idx on invoice_lines (invoice_id, id);

-- The invoice job reads a market's delivered orders by the month they arrived.
create index transactions_delivered_idx on transactions (market_id, receival_date)
  where transaction_status_id = 5;
