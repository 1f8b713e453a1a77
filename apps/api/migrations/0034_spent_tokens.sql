-- Single-use tokens spent by any shop process on one PostgreSQL server (issue 23, "single-use tokens hold across
-- processes"): the mail service's tokens (SPEC §7 "get-token", "send-email") are kept here once spent, until they
-- expire, when the shop runs on a server (`DATABASE_URL`); the embedded database keeps them in memory. Times are
-- milliseconds since the epoch.
create table spent_tokens (
  purpose text not null,
  token text not null,
  expires_at bigint not null,
  primary key (purpose, token)
);
create index spent_tokens_expires_at on spent_tokens (expires_at);
