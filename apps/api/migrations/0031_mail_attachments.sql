-- Files attached to an outgoing mail (the order confirmation carries the standard withdrawal form, annex of art.
-- R221-1 Code de la consommation), kept with the mail in the outbox and removed with it.
create table mail_outbox_attachments (
  mail_id integer not null references mail_outbox (id) on delete cascade,
  position integer not null check (position >= 0),
  filename text not null,
  content_type text not null,
  content bytea not null,
  primary key (mail_id, position)
);
