-- Containers (issue 20 review): a container's customer is always the customer of its location. The
-- register's 'customer' scope filters on customer_id and the 'locations' scope on location_id, so the two
-- columns disagreeing would show one customer a container at another customer's location. A composite
-- key on locations lets containers name (location, customer) as one pair.
alter table locations add constraint locations_id_customer_key unique (id, customer_id);
alter table containers
  add constraint containers_location_customer_fkey
  foreign key (location_id, customer_id) references locations (id, customer_id);

-- The scan lookup compares the upper-cased scanned number with `=`: the stored numbers are capitals.
alter table containers add constraint containers_number_upper check (number = upper(number));
