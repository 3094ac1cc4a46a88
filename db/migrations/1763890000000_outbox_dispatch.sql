-- Up Migration

-- The outbox is sent through SMTP when SMTP_URL is set (docs/decisions/018-mail-dispatch.md).
-- A mail is claimed by turning it 'sending' in one statement, so one replica sends it; it becomes
-- 'sent' once the SMTP server accepted it, or 'pending' again with a later next_attempt_at after
-- a temporary refusal, until it gives up as 'failed'. One claimed by a process that died stays
-- 'sending': the server may have accepted it already, and a mail twice is worse than once.
alter table outbox
  add column status text not null default 'pending'
    constraint outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  add column attempts integer not null default 0 constraint outbox_attempts_check check (attempts >= 0),
  -- In whole milliseconds, as the gateway's clock (a JS Date) that claims due mails has them: a
  -- mail written now is due to a dispatcher that reads the clock after it, in the same millisecond too.
  add column next_attempt_at timestamptz not null default date_trunc('milliseconds', now()),
  add column last_error text,
  add column sent_at timestamptz,
  -- Set by mails the gateway enqueues on its own (a pickup reminder: 'pickup-reminder:<order>'),
  -- so running the job again, on any replica, adds none twice. Null for the others.
  add column dedupe_key text constraint outbox_dedupe_key unique;
create index outbox_due_idx on outbox (next_attempt_at, id) where status = 'pending';

-- Down Migration
drop index outbox_due_idx;
alter table outbox
  drop column dedupe_key,
  drop column sent_at,
  drop column last_error,
  drop column next_attempt_at,
  drop column attempts,
  drop column status;
