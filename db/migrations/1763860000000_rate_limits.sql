-- Up Migration

-- Attempts per key (e.g. 'login:ip:1.2.3.4', 'login:mail:socio@club.uy') in a fixed window.
-- Shared by every gateway replica, so a limit holds whichever replica answers.
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);
create index rate_limits_window_idx on rate_limits (window_start);

-- Down Migration
drop table rate_limits;
