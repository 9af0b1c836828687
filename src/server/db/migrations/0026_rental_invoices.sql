-- Rentals on invoices (issue 20 item 4): a rental's charged days of a month are an invoice line of
-- their own invoice type 'rental'. Such a line names the rental instead of an order and a product
-- choice, the month's first charged day and how many days it charges; a rental's month is invoiced once.
-- A registered rental also keeps how many containers the customer wished for, and a rented container
-- where it was taken from.
alter table rentals add column wished_count integer not null default 1 check (wished_count between 1 and 999);
-- Where a rented container was taken from, so closing the rental returns it there.
alter table rental_containers add column from_location_id integer references locations(id);
alter table rental_containers add column from_customer_id integer references customers(id);

alter table invoices drop constraint invoices_type_check;
alter table invoices add constraint invoices_type_check check (type in ('purchase', 'washing', 'rental'));

alter table invoice_lines alter column transaction_id drop not null;
alter table invoice_lines alter column product_id drop not null;
alter table invoice_lines alter column treatment_id drop not null;
alter table invoice_lines alter column quality_id drop not null;
alter table invoice_lines add column rental_id integer references rentals(id);
alter table invoice_lines add column period_start date;
alter table invoice_lines add column days integer check (days is null or days between 1 and 31);
alter table invoice_lines add constraint invoice_lines_subject_check check (
  (rental_id is null and transaction_id is not null and product_id is not null and treatment_id is not null
    and quality_id is not null)
  or (rental_id is not null and transaction_id is null and period_start is not null and days is not null)
);
create unique index invoice_lines_rental_month_idx on invoice_lines (rental_id, period_start)
  where rental_id is not null;
