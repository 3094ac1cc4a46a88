-- Up Migration

-- A member's opening balance (decision 050): the grams already received this month and this year
-- when the club's books began here. The read model of `OpeningBalanceRecorded` on the member's
-- stream, rebuilt and compared by replay; the caps count it, the monthly close shows it apart.
create table member_opening_balances (
  member_id integer primary key references members (id),
  year integer not null check (year between 2000 and 2100),
  month integer not null check (month between 1 and 12),
  grams_month integer not null check (grams_month >= 0),
  grams_year integer not null check (grams_year >= grams_month),
  as_of date not null
);

-- Down Migration
drop table member_opening_balances;
