-- The unsubscribe link of every newsletter e-mail (issue 17, SPEC §4 "Newsletter"): the version its signed links
-- carry (raising it revokes every link mailed before), and the headers an outgoing mail is sent with
-- (List-Unsubscribe, RFC 2369; List-Unsubscribe-Post, RFC 8058).
alter table newsletter_subscribers add column link_version integer not null default 1 check (link_version >= 1);
alter table mail_outbox add column headers jsonb;
