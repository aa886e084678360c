-- The tours sandbox's holds of a whole cart in one round trip (docs/decisions/016-rewards-fast-reads.md).
-- Takes the same per-slot advisory locks a single hold always took ('tour-slot:' || inventory id), every
-- distinct slot in sorted order so two carts sharing slots cannot wait on each other in a circle. Under READ
-- COMMITTED every statement of a plpgsql function takes a fresh snapshot, so the count after the locks sees
-- every hold committed by an earlier holder of a lock, and each later item of this call sees the ones before it.
-- The caller (the sandbox) has already refused what the clock and its catalogue decide (gone, closed, price
-- type); here only the seats: per item, in order, the new booking's id, or no id and the places that were left.
CREATE OR REPLACE FUNCTION tours_sandbox_hold_all(
	p_inventory_ids text[],
	p_seats integer[],
	p_amounts integer[],
	p_capacities integer[],
	p_held_at timestamptz,
	p_lapse_before timestamptz
) RETURNS TABLE (booking_id uuid, remaining integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	slot text;
	taken integer;
BEGIN
	FOR slot IN SELECT DISTINCT s FROM unnest(p_inventory_ids) AS s ORDER BY s LOOP
		PERFORM pg_advisory_xact_lock(hashtext('tour-slot:' || slot));
	END LOOP;
	FOR i IN 1 .. coalesce(array_length(p_inventory_ids, 1), 0) LOOP
		SELECT coalesce(sum(b.seats), 0)::integer INTO taken FROM tours_sandbox_bookings b
		WHERE b.inventory_id = p_inventory_ids[i]
			AND (b.status IN ('PENDING', 'COMPLETED') OR (b.status = 'UNCAPTURED' AND b.held_at > p_lapse_before));
		IF p_capacities[i] IS NOT NULL AND p_capacities[i] - taken < p_seats[i] THEN
			booking_id := NULL;
			remaining := greatest(0, p_capacities[i] - taken);
		ELSE
			INSERT INTO tours_sandbox_bookings (inventory_id, seats, amount, held_at)
			VALUES (p_inventory_ids[i], p_seats[i], p_amounts[i], p_held_at)
			RETURNING id INTO booking_id;
			remaining := CASE WHEN p_capacities[i] IS NULL THEN NULL ELSE p_capacities[i] - taken - p_seats[i] END;
		END IF;
		RETURN NEXT;
	END LOOP;
END;
$$;
