-- Up Migration

-- Work entries and task reports become event streams (`work-<id>`, `task-report-<id>`), their
-- tables read models like the others. Rows written before this migration get the event that
-- would have recorded them, at their own time, so a replay rebuilds them too.
insert into events (stream_id, version, type, payload, actor, occurred_at)
select 'work-' || w.id, 1, 'WorkRecorded',
       jsonb_build_object(
         'workId', w.id, 'type', w.type, 'memberId', w.member_id, 'personName', w.person_name,
         'date', to_char(w.date, 'YYYY-MM-DD'), 'startHour', w.start_hour, 'endHour', w.end_hour,
         'hours', w.hours, 'createdBy', w.created_by),
       coalesce('member-' || w.created_by, 'migration'), w.created_at
  from work_entries w
 where not exists (select 1 from events e where e.stream_id = 'work-' || w.id)
 order by w.id;

insert into events (stream_id, version, type, payload, actor, occurred_at)
select 'task-report-' || r.id, 1, 'TaskReportSent',
       jsonb_build_object('reportId', r.id, 'memberId', r.member_id,
         'date', to_char(r.date, 'YYYY-MM-DD'), 'workdone', r.workdone),
       'member-' || r.member_id, r.created_at
  from task_reports r
 where not exists (select 1 from events e where e.stream_id = 'task-report-' || r.id)
 order by r.id;

-- Down Migration
-- Nothing: the log is append-only (events_no_update_delete), so the backfilled facts stay.
