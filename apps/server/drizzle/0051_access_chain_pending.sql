CREATE TABLE "access_chain_pending" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL
);
--> statement-breakpoint
-- The chain off the request's path (ADR 052): the log's trigger only notes each event stored, in order; the
-- chaining step appends the links of what is noted, in that order, one step at a time whichever process
-- runs it (the request's transaction no longer waits on a school's head, nor computes its hashes). At most
-- `max` events a call (NULL: all), so that a long backlog is chained in steps the caller repeats.
CREATE OR REPLACE FUNCTION "access_events_chain"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	INSERT INTO access_chain_pending (event_id) SELECT id FROM new_events ORDER BY at, id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "access_chain_flush"(max integer) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	taken uuid[];
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('access_chain_flush'));
	WITH noted AS (
		DELETE FROM access_chain_pending WHERE seq IN (SELECT seq FROM access_chain_pending ORDER BY seq LIMIT max)
		RETURNING seq, event_id
	)
	SELECT coalesce(array_agg(event_id ORDER BY seq), '{}') INTO taken FROM noted;
	IF cardinality(taken) > 0 THEN
		PERFORM access_chain_append(taken);
	END IF;
	RETURN cardinality(taken);
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "access_chain_flush"(integer) FROM PUBLIC;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "access_log_certified_delete"(gone uuid[], deleted_users uuid[], requested_by uuid) RETURNS jsonb LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	scope text := current_setting('app.all_schools', true);
	removed uuid[];
	redacted uuid[];
	chains uuid[];
	record_id uuid;
BEGIN
	PERFORM set_config('app.all_schools', 'on', true);
	-- every event stored before it is chained first, so that what it tombstones is in the chains
	PERFORM access_chain_flush(NULL);
	SELECT coalesce(array_agg(id), '{}') INTO removed FROM access_events
		WHERE user_id = ANY(deleted_users)
			OR ((student_ids && gone OR claim_ids && gone OR document_ids && gone OR incident_ids && gone OR school_ids && gone)
				AND student_ids <@ gone AND claim_ids <@ gone AND document_ids <@ gone AND incident_ids <@ gone);
	SELECT coalesce(array_agg(id), '{}') INTO redacted FROM access_events
		WHERE (student_ids && gone OR claim_ids && gone OR document_ids && gone OR incident_ids && gone OR school_ids && gone)
			AND NOT (id = ANY(removed));
	SELECT coalesce(array_agg(DISTINCT school_id), '{}') INTO chains FROM access_chain_links
		WHERE event_id = ANY(removed || redacted) AND NOT (school_id = ANY(gone));
	UPDATE access_chain_links SET tombstoned = true WHERE event_id = ANY(removed || redacted) AND NOT tombstoned;
	DELETE FROM access_chain_links WHERE school_id = ANY(gone);
	DELETE FROM access_chain_heads WHERE school_id = ANY(gone);
	DELETE FROM access_events WHERE id = ANY(removed);
	UPDATE access_events SET
		student_ids = ARRAY(SELECT x FROM unnest(student_ids) x WHERE NOT (x = ANY(gone))),
		claim_ids = ARRAY(SELECT x FROM unnest(claim_ids) x WHERE NOT (x = ANY(gone))),
		document_ids = ARRAY(SELECT x FROM unnest(document_ids) x WHERE NOT (x = ANY(gone))),
		incident_ids = ARRAY(SELECT x FROM unnest(incident_ids) x WHERE NOT (x = ANY(gone))),
		school_ids = ARRAY(SELECT x FROM unnest(school_ids) x WHERE NOT (x = ANY(gone)))
		WHERE id = ANY(redacted);
	INSERT INTO access_events (user_id, action, resource, student_ids, claim_ids, document_ids, incident_ids, school_ids)
		VALUES (requested_by, 'CHANGE', 'DELETION_FOR_GOOD', '{}', '{}', '{}', '{}', ARRAY(SELECT DISTINCT c FROM unnest(chains) c ORDER BY c))
		RETURNING id INTO record_id;
	-- and the deletion's own event at once, so that the heads it answers follow it
	PERFORM access_chain_flush(NULL);
	PERFORM set_config('app.all_schools', coalesce(scope, ''), true);
	RETURN jsonb_build_object(
		'removed', cardinality(removed),
		'redacted', cardinality(redacted),
		'heads', (SELECT coalesce(jsonb_agg(jsonb_build_object('school_id', h.school_id, 'seq', h.seq, 'hash', h.hash) ORDER BY h.school_id), '[]')
			FROM access_chain_heads h WHERE h.school_id IN (SELECT l.school_id FROM access_chain_links l WHERE l.event_id = record_id)));
END;
$$;
