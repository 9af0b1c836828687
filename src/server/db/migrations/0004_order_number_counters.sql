-- The last running order number per market (issue 4, drafts). POST order takes the next one under this
-- row's lock, so concurrent drafts never share an order no.; a market's row is created on its first
-- draft from the highest number its orders carry (the demo data is seeded after the migrations).
create table order_number_counters (
  market_id text primary key references markets(id),
  last_no integer not null
);
