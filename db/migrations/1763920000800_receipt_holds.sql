-- Up Migration

-- A stored file an expense names is that expense's receipt: from then on nobody replaces or removes
-- it, its owner included, as a legal hold does in object storage (S3 Object Lock). `held_by` names
-- what holds it (`expense-<uuid>`); the stand-in refuses the upsert or the removal with a storage
-- error, and this trigger refuses any change of a held row whatever code sends it.
alter table storage_objects add column held_by text;

-- The receipts already recorded are held from now on.
update storage_objects o
   set held_by = 'expense-' || e.id
  from expenses e
 where o.bucket = 'Bills' and o.name = e.receipt;

create function refuse_change_of_held_object() returns trigger language plpgsql as $$
begin
  raise exception 'the stored object %/% is held by %: it cannot be replaced or removed',
    old.bucket, old.name, old.held_by
    using errcode = 'object_not_in_prerequisite_state';
end;
$$;
create trigger storage_object_held before update or delete on storage_objects
  for each row when (old.held_by is not null)
  execute function refuse_change_of_held_object();

-- Down Migration

drop trigger storage_object_held on storage_objects;
drop function refuse_change_of_held_object();
alter table storage_objects drop column held_by;
