import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema.ts';

/**
 * Adds `count` orders with 3 lines each on market no, spread over its locations, every status and type
 * and two years of send dates, in set-based SQL (a few minutes for a million on this machine). The
 * triggers of migration 0007 fill in the orders' customers and the list's counters as for any insert.
 */
export async function bulkInsertOrders(db: Kysely<DB>, count: number) {
  await sql`create temporary table bench_locations as
    select row_number() over (order by id) - 1 as idx, id, customer_id from locations where market_id = 'no'`.execute(
    db,
  );
  await sql`create temporary table bench_choices as
    select row_number() over (order by id) - 1 as idx, product_id, treatment_id, quality_id from product_choices`.execute(
    db,
  );
  await sql`
    insert into transactions (market_id, order_no, transaction_type_id, transaction_status_id, customer_id,
      location_id_from, location_id_to, reference, my_reference, send_date, quantity, currency)
    select 'no', 'B-' || lpad(g::text, 7, '0'), (array['TO','HE','GL','OO','RO'])[1 + g % 5], g % 15,
      f.customer_id, f.id, t.id, 'REF-' || (g::bigint * 7919 % 1000003), case when g % 3 = 0 then 'PO-' || g % 9973 end,
      current_date - (g % 730), 30 * (1 + g % 20), 'NOK'
    from generate_series(1, ${count}) g
    join bench_locations f on f.idx = g % (select count(*) from bench_locations)
    join bench_locations t on t.idx = (g * 7 + 3) % (select count(*) from bench_locations)
  `.execute(db);
  await sql`
    insert into transaction_lines (transaction_id, product_id, treatment_id, quality_id, quantity_ordered, price, amount)
    select o.id, c.product_id, c.treatment_id, c.quality_id, 10 * (1 + (o.id + n) % 30), 120, 1200
    from transactions o
    cross join generate_series(0, 2) n
    join bench_choices c on c.idx = (o.id + n * 5) % (select count(*) from bench_choices)
    where o.order_no like 'B-%'
    -- An order's lines side by side, as POST order stores them.
    order by o.id, n
  `.execute(db);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map that lets the
  // list read its pages from the indexes alone.
  await sql`vacuum (analyze)`.execute(db);
}
