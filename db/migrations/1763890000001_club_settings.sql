-- Up Migration

-- The club's settings as data (ClubSettingsChanged on the `club-settings` stream): one row per
-- day a version takes effect. No row: the spec's values (domain/src/club-settings.ts).
create table club_settings (
  effective_from date primary key,
  settings jsonb not null
);

-- Down Migration
drop table club_settings;
