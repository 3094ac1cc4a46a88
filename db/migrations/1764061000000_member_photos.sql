-- Up Migration

-- A member's photo for the card and the counter (docs/decisions/056-member-photos.md):
-- one small JPEG, sealed with the member's own key like their identity (decision 043), so a dump
-- of the database shows no face and forgetting the member makes it unreadable for good.
create table member_photos (
  member_id integer primary key references members (id),
  sealed text not null,
  uploaded_by integer not null references members (id),
  uploaded_at timestamptz not null default now()
);

-- Down Migration
drop table member_photos;
