-- Up Migration

-- A member's card secret (docs/decisions/052-member-card-and-counter.md): the key the phone derives
-- its rotating QR codes from, sealed with the member's own key (decision 043), so forgetting the
-- member also kills the card. A credential like a password hash, not a club fact: it never enters
-- the event log, and replay neither builds nor compares it.
create table member_cards (
  member_id integer primary key references members (id),
  secret text not null,
  issued_at timestamptz not null default now()
);

-- Who a dispenser identified at the counter, how and when: what a handover at the counter points
-- to, so the handover's event records the check the server saw rather than what a client claims.
create table counter_checks (
  id uuid primary key,
  member_id integer not null references members (id),
  dispenser_id integer not null references members (id),
  method text not null check (method in ('card', 'cedula')),
  club_day date not null,
  checked_at timestamptz not null default now()
);
create index counter_checks_member_idx on counter_checks (member_id);

-- Down Migration
drop table counter_checks;
drop table member_cards;
