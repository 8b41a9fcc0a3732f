-- A queued mail wakes every instance's sender when its transaction commits
-- (docs/decisions/0033-mail-queue.md). The insert notifies by itself: no caller can forget it,
-- and the transaction that queues the mail (a checkout, holding the year's order number until
-- its commit) spends no round trip of its own on it.
CREATE FUNCTION mail_queue_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_queue', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_queue_notify AFTER INSERT ON mail_queue
FOR EACH STATEMENT EXECUTE FUNCTION mail_queue_notify();
