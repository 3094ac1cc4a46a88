-- Up Migration

-- Harvests become event streams (`harvest-<id>`, docs/decisions/040-harvests-as-a-stream.md), their
-- table a read model like the others. Rows written before this migration get the fact that would
-- have recorded them as they stand, at the time the row was created, so a replay rebuilds them too.
-- Their dry grams are already on their products' streams (`StockReceived`); nothing moves again.
select lock_event_chain();

insert into events (stream_id, version, type, payload, actor, occurred_at)
select 'harvest-' || h.id, 1, 'HarvestRecorded',
       jsonb_build_object(
         'harvestId', h.id, 'productId', h.product_id, 'batchId', h.batch_id,
         'numberOfPlants', h.number_of_plants, 'waste', h.waste, 'stock', h.stock,
         'lampWatts', h.lamp_watts, 'sketchedDate', to_char(h.sketched_date, 'YYYY-MM-DD'),
         'firstTransplantation', to_char(h.first_transplantation, 'YYYY-MM-DD'),
         'secondTransplantation', to_char(h.second_transplantation, 'YYYY-MM-DD'),
         'thirdTransplantation', to_char(h.third_transplantation, 'YYYY-MM-DD'),
         'bloomDate', to_char(h.bloom_date, 'YYYY-MM-DD'), 'harvestDate', to_char(h.harvest_date, 'YYYY-MM-DD'),
         'observations', h.observations, 'finished', h.finished, 'createdBy', h.created_by),
       coalesce('member-' || h.created_by, 'migration'), h.created_at
  from harvests h
 where not exists (select 1 from events e where e.stream_id = 'harvest-' || h.id)
 order by h.id;

-- Down Migration
-- Nothing: the log is append-only (events_no_update_delete), so the backfilled facts stay.
