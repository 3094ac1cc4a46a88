-- Up Migration

-- The catalogue as events (docs/decisions/045-products-as-events.md): `products` becomes the read
-- model of the catalogue streams (`catalogue-<key>`: ProductAdded, ProductEdited, ProductRetired),
-- which replay rebuilds. A retired product keeps its row, as its orders and history name it, with
-- the time it was retired; the carta leaves it out.
alter table products add column retired_at timestamptz;

-- A catalogue written before, as rows: each product gets its ProductAdded on its own catalogue
-- stream, describing it as it stands, so replay rebuilds the rows it has. Appended under the
-- chain's lock as every append is; nothing to do on an empty database.
do $$
begin
  if exists (select from products) then
    perform lock_event_chain();
    insert into events (stream_id, version, type, payload, actor)
    select 'catalogue-' || p.key, 1, 'ProductAdded',
           jsonb_build_object(
             'productId', p.id, 'key', p.key, 'species', p.species, 'sativa', p.sativa,
             'indica', p.indica, 'thc', p.thc, 'cbd', p.cbd, 'genetics', p.genetics,
             'smell', p.smell, 'flavor', p.flavor, 'description', p.description,
             'price', s.price, 'available', s.available),
           'seed'
      from products p
      join stock s on s.product_id = p.id
     where not exists (select from events e where e.stream_id = 'catalogue-' || p.key)
     order by p.id;
  end if;
end
$$;

-- Down Migration
alter table products drop column retired_at;
