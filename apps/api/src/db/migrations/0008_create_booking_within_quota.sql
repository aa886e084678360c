-- Booking creation in one round trip (docs/decisions/006-booking-in-one-round-trip.md).
-- Takes the same per-quota advisory lock the booking core always took; under READ COMMITTED every statement
-- of a plpgsql function takes a fresh snapshot, so the count after the lock sees every booking committed by
-- an earlier holder of the lock. The statuses that hold quota come from the state machine (the caller), not
-- from here. Returns the new booking, or no row when the quota has no room for p_quota_units.
CREATE OR REPLACE FUNCTION create_booking_within_quota(
	p_lock_key text,
	p_holding_statuses text[],
	p_allowance integer,
	p_reference text,
	p_user_id uuid,
	p_type text,
	p_status text,
	p_bin_used text,
	p_card_product_id text,
	p_fee_rupees integer,
	p_quota_units integer,
	p_quota_year integer,
	p_city text,
	p_service_at timestamptz,
	p_booking_date_time text,
	p_request_info jsonb,
	p_event text,
	p_actor_type text,
	p_actor_id text
) RETURNS SETOF bookings
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	held integer;
	created bookings;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtextextended(p_lock_key, 0));
	SELECT coalesce(sum(b.quota_units), 0) INTO held FROM bookings b
	WHERE b.user_id = p_user_id AND b.card_product_id = p_card_product_id AND b.type = p_type
		AND b.quota_year = p_quota_year AND b.status = ANY (p_holding_statuses);
	IF held + p_quota_units > p_allowance THEN
		RETURN;
	END IF;
	INSERT INTO bookings (reference, user_id, type, status, bin_used, card_product_id, fee_rupees, quota_units, quota_year,
		city, service_at, booking_date_time, request_info)
	VALUES (p_reference, p_user_id, p_type, p_status, p_bin_used, p_card_product_id, p_fee_rupees, p_quota_units, p_quota_year,
		p_city, p_service_at, p_booking_date_time, p_request_info)
	RETURNING * INTO created;
	INSERT INTO booking_transitions (booking_id, from_status, to_status, event, actor_type, actor_id)
	VALUES (created.id, NULL, p_status, p_event, p_actor_type, p_actor_id);
	RETURN NEXT created;
END;
$$;
