-- Reports (issue 18): the single movements behind the transactions report and its export, newest first
-- within a period, without scanning a location's whole history. The first serves a narrow reach (a
-- location, a customer's few); the second a wide one (global), where most movements are in reach.
create index balance_movements_location_created_idx on balance_movements (location_id, created_at desc, id desc);
create index balance_movements_created_idx on balance_movements (created_at desc, id desc);
