-- Attempt limits shared by every shop process on one PostgreSQL server (issue 23, "shared state across processes"):
-- the login, reset, registration, contact and report limiters count attempts here when the shop runs on a server
-- (`DATABASE_URL`); the embedded database, used by one process only, keeps them in memory. Times are milliseconds
-- since the epoch, as the limiter counts them.
create table attempt_log (
  limiter text not null,
  key text not null,
  at bigint not null
);
create index attempt_log_key_at on attempt_log (limiter, key, at);
create index attempt_log_at on attempt_log (at);

create table attempt_trust (
  limiter text not null,
  key text not null,
  until bigint not null,
  primary key (limiter, key)
);
