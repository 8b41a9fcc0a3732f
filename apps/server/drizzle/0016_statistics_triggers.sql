-- The sales statistics' dirty days (docs/decisions/0028-sales-statistics.md): every change of
-- an order or of its lines marks the shop day (Europe/Vienna) it was placed on, and the day of
-- a customer's order that becomes, or stops being, their first. The statistics recompute those
-- days from the orders before they answer.
CREATE FUNCTION stats_mark_day(at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_dirty_days (day) VALUES ((at AT TIME ZONE 'Europe/Vienna')::date)
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- When the order (p_id, p_at) of p_email is, or was, the customer's first not cancelled, the
-- next one is, or was, the second: its day's count of new and returning customers changes.
CREATE FUNCTION stats_mark_next_first(p_email text, p_at timestamptz, p_id integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_at timestamptz;
BEGIN
  IF EXISTS (
    SELECT 1 FROM orders
    WHERE email = p_email AND status <> 'cancelled' AND id <> p_id
      AND (created_at, id) < (p_at, p_id)
  ) THEN
    RETURN;
  END IF;
  SELECT created_at INTO next_at FROM orders
  WHERE email = p_email AND status <> 'cancelled' AND id <> p_id
    AND (created_at, id) > (p_at, p_id)
  ORDER BY created_at, id
  LIMIT 1;
  IF next_at IS NOT NULL THEN
    PERFORM stats_mark_day(next_at);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION stats_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stats_mark_day(OLD.created_at);
    IF OLD.status <> 'cancelled' THEN
      PERFORM stats_mark_next_first(OLD.email, OLD.created_at, OLD.id);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stats_mark_day(NEW.created_at);
    IF NEW.status <> 'cancelled' THEN
      PERFORM stats_mark_next_first(NEW.email, NEW.created_at, NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stats_order_written AFTER INSERT OR DELETE ON orders
FOR EACH ROW EXECUTE FUNCTION stats_order_changed();
--> statement-breakpoint
-- Payments, invoices and shipments change an order too, but not its figures: left alone.
CREATE TRIGGER stats_order_updated AFTER UPDATE ON orders
FOR EACH ROW WHEN (
  (OLD.created_at, OLD.status = 'cancelled', OLD.email, OLD.country, OLD.net, OLD.vat,
   OLD.total, OLD.promo_code, OLD.discount_net, OLD.discount_gross)
  IS DISTINCT FROM
  (NEW.created_at, NEW.status = 'cancelled', NEW.email, NEW.country, NEW.net, NEW.vat,
   NEW.total, NEW.promo_code, NEW.discount_net, NEW.discount_gross)
) EXECUTE FUNCTION stats_order_changed();
--> statement-breakpoint
CREATE FUNCTION stats_order_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stats_mark_day(created_at) FROM orders WHERE id = OLD.order_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stats_mark_day(created_at) FROM orders WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stats_order_item_written AFTER INSERT OR UPDATE OR DELETE ON order_items
FOR EACH ROW EXECUTE FUNCTION stats_order_item_changed();
--> statement-breakpoint
-- The orders already there: every day of theirs is computed on the first read.
INSERT INTO stats_dirty_days (day)
SELECT DISTINCT (created_at AT TIME ZONE 'Europe/Vienna')::date FROM orders
ON CONFLICT DO NOTHING;
