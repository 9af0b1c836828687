-- Names of reference data in the five languages (issue 15 item 5, spec §1): products, treatments,
-- qualities and truck types name themselves in a jsonb object {"nb-NO": …, "sv-SE": …, …} instead of
-- one text. A read picks the session's language with localized_name(), which falls back to nb-NO, then
-- en-US (the fallback of spec §1), then any other language the row has. Rows stored before keep their
-- one name under the language it was written in: the catalogue's in English, a truck's in its market's.

create function localized_name(names jsonb, language text) returns text
  language sql immutable parallel safe
  as $$ select coalesce(names ->> language, names ->> 'nb-NO', names ->> 'en-US',
                        names ->> 'sv-SE', names ->> 'da-DK', names ->> 'fi-FI') $$;

create function has_localized_name(names jsonb) returns boolean
  language sql immutable parallel safe
  as $$ select jsonb_typeof(names) = 'object'
               and names ?| array['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'en-US'] $$;

alter table products add column names jsonb;
update products set names = jsonb_build_object('en-US', name);
alter table products alter column names set not null;
alter table products add constraint products_names_check check (has_localized_name(names));
alter table products drop column name;

alter table treatments add column names jsonb;
update treatments set names = jsonb_build_object('en-US', name);
alter table treatments alter column names set not null;
alter table treatments add constraint treatments_names_check check (has_localized_name(names));
alter table treatments drop column name;

alter table qualities add column names jsonb;
update qualities set names = jsonb_build_object('en-US', name);
alter table qualities alter column names set not null;
alter table qualities add constraint qualities_names_check check (has_localized_name(names));
alter table qualities drop column name;

alter table truck_types add column names jsonb;
update truck_types t set names = jsonb_build_object(m.default_language, t.name)
  from markets m where m.id = t.market_id;
alter table truck_types alter column names set not null;
alter table truck_types add constraint truck_types_names_check check (has_localized_name(names));
alter table truck_types drop column name;
