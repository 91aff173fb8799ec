CREATE TABLE "access_chain_heads" (
	"school_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_chain_links" (
	"school_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"event_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"tombstoned" boolean DEFAULT false NOT NULL,
	CONSTRAINT "access_chain_links_school_id_seq_pk" PRIMARY KEY("school_id","seq")
);
--> statement-breakpoint
ALTER TABLE "deletion_certificates" ADD COLUMN "chain_heads" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "access_chain_links_event_idx" ON "access_chain_links" USING btree ("event_id");--> statement-breakpoint
-- The canonical text of an access event (ADR 052), what its content_hash is the SHA-256 of: 15 lines joined
-- by LF, no trailing LF: 'access-event/v1', id, at (UTC, YYYY-MM-DDTHH:MM:SS.ffffffZ), user_id, link,
-- link_id, action, resource, student_ids, claim_ids, document_ids, incident_ids, school_ids, ip,
-- user_agent. A null is the empty text; an id list is its ids (lowercase) sorted ascending, joined by ',';
-- every field has '\' written '\\', LF '\n' and CR '\r', so no field can run into the next. The export's
-- verify-access-log.mjs and domain/access-chain.ts compute the same text from outside.
CREATE FUNCTION "access_event_canonical"(e "access_events") RETURNS text LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
	SELECT array_to_string(ARRAY[
		'access-event/v1',
		e.id::text,
		to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
		coalesce(e.user_id::text, ''),
		coalesce(e.link, ''),
		coalesce(e.link_id::text, ''),
		e.action,
		e.resource,
		array_to_string(ARRAY(SELECT t.u::text FROM unnest(e.student_ids) AS t(u) ORDER BY t.u), ','),
		array_to_string(ARRAY(SELECT t.u::text FROM unnest(e.claim_ids) AS t(u) ORDER BY t.u), ','),
		array_to_string(ARRAY(SELECT t.u::text FROM unnest(e.document_ids) AS t(u) ORDER BY t.u), ','),
		array_to_string(ARRAY(SELECT t.u::text FROM unnest(e.incident_ids) AS t(u) ORDER BY t.u), ','),
		array_to_string(ARRAY(SELECT t.u::text FROM unnest(e.school_ids) AS t(u) ORDER BY t.u), ','),
		replace(replace(replace(coalesce(e.ip, ''), '\', '\\'), E'\n', '\n'), E'\r', '\r'),
		replace(replace(replace(coalesce(e.user_agent, ''), '\', '\\'), E'\n', '\n'), E'\r', '\r')
	], E'\n')
$$;--> statement-breakpoint
-- Appends a link per (event, school it names) to each school's chain, events in order of (at, id); an
-- event naming no school goes to the program's chain, the nil UUID. hash = SHA-256 of
-- '<school_id>:<seq>:<prev_hash>:<content_hash>' (all lowercase hex / decimal), the first link's prev_hash
-- 64 zeros. The heads of every school named are locked in school order first: concurrent writers wait
-- per school, never for a school they do not write, and two multi-school batches cannot deadlock.
-- The chains an event goes to: its schools, or the program's chain (the nil UUID) when it names none.
CREATE FUNCTION "access_chain_schools"(school_ids uuid[]) RETURNS uuid[] LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN cardinality(school_ids) = 0 THEN ARRAY['00000000-0000-0000-0000-000000000000'::uuid] ELSE school_ids END
$$;--> statement-breakpoint
CREATE FUNCTION "access_chain_append"(event_ids uuid[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	scope text := current_setting('app.all_schools', true);
	link record;
	named uuid[];
	chain uuid;
	last_seq bigint;
	last_hash text;
	schools uuid[] := '{}';
	seqs bigint[] := '{}';
	events uuid[] := '{}';
	contents text[] := '{}';
	prevs text[] := '{}';
	hashes text[] := '{}';
BEGIN
	PERFORM set_config('app.all_schools', 'on', true);
	SELECT coalesce(array_agg(DISTINCT s.school_id ORDER BY s.school_id), '{}') INTO named
		FROM access_events e CROSS JOIN LATERAL unnest(access_chain_schools(e.school_ids)) AS s(school_id)
		WHERE e.id = ANY(event_ids);
	INSERT INTO access_chain_heads (school_id, seq, hash)
		SELECT s, 0, repeat('0', 64) FROM unnest(named) AS s ORDER BY s
		ON CONFLICT (school_id) DO NOTHING;
	PERFORM 1 FROM access_chain_heads WHERE school_id = ANY(named) ORDER BY school_id FOR UPDATE;
	FOR link IN
		SELECT s.school_id, e.id AS event_id, encode(sha256(convert_to(access_event_canonical(e), 'UTF8')), 'hex') AS content_hash
		FROM access_events e CROSS JOIN LATERAL unnest(access_chain_schools(e.school_ids)) AS s(school_id)
		WHERE e.id = ANY(event_ids)
		ORDER BY s.school_id, e.at, e.id
	LOOP
		IF chain IS DISTINCT FROM link.school_id THEN
			chain := link.school_id;
			SELECT h.seq, h.hash INTO last_seq, last_hash FROM access_chain_heads h WHERE h.school_id = chain;
		END IF;
		last_seq := last_seq + 1;
		schools := schools || chain;
		seqs := seqs || last_seq;
		events := events || link.event_id;
		contents := contents || link.content_hash;
		prevs := prevs || last_hash;
		last_hash := encode(sha256(convert_to(chain::text || ':' || last_seq::text || ':' || last_hash || ':' || link.content_hash, 'UTF8')), 'hex');
		hashes := hashes || last_hash;
	END LOOP;
	INSERT INTO access_chain_links (school_id, seq, event_id, content_hash, prev_hash, hash)
		SELECT * FROM unnest(schools, seqs, events, contents, prevs, hashes);
	UPDATE access_chain_heads h SET seq = l.seq, hash = l.hash
		FROM (SELECT DISTINCT ON (t.school_id) t.school_id, t.seq, t.hash FROM unnest(schools, seqs, hashes) AS t(school_id, seq, hash) ORDER BY t.school_id, t.seq DESC) l
		WHERE h.school_id = l.school_id;
	PERFORM set_config('app.all_schools', coalesce(scope, ''), true);
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "access_chain_append"(uuid[]) FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION "access_events_chain"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	PERFORM access_chain_append(ARRAY(SELECT id FROM new_events));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "access_events_chain" AFTER INSERT ON "access_events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "access_events_chain"();--> statement-breakpoint
-- Whether the statement under way runs inside `fn` as that function's owner: the one way the log and its
-- chain may be changed (ADR 052). No setting a role can make for itself passes: current_user is the owner
-- only inside a SECURITY DEFINER function of the owner's, and the call stack names the function.
CREATE FUNCTION "access_log_called_from"(fn regprocedure) RETURNS boolean LANGUAGE plpgsql STABLE SET search_path = public, pg_temp AS $$
DECLARE
	stack text;
BEGIN
	IF current_user <> (SELECT r.rolname FROM pg_proc p JOIN pg_roles r ON r.oid = p.proowner WHERE p.oid = fn) THEN
		RETURN false;
	END IF;
	GET DIAGNOSTICS stack = PG_CONTEXT;
	RETURN position('function ' || (SELECT proname FROM pg_proc WHERE oid = fn) || '(' IN stack) > 0
		OR position('function public.' || (SELECT proname FROM pg_proc WHERE oid = fn) || '(' IN stack) > 0;
END;
$$;--> statement-breakpoint
-- Certified deletion (ADR 042, 052), the one way events leave the log: the events of the people deleted
-- and those naming nothing but deleted records are removed, the others naming deleted records lose those
-- ids. Their links stay, tombstoned, so every chain still verifies; a deleted school's own chain goes with
-- it. The deletion is itself an event (DELETION_FOR_GOOD, by `requested_by`), chained like any other.
-- Returns the counts and the heads of the chains it touched, as they stand after it.
CREATE FUNCTION "access_log_certified_delete"(gone uuid[], deleted_users uuid[], requested_by uuid) RETURNS jsonb LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	scope text := current_setting('app.all_schools', true);
	removed uuid[];
	redacted uuid[];
	chains uuid[];
	record_id uuid;
BEGIN
	PERFORM set_config('app.all_schools', 'on', true);
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
	PERFORM set_config('app.all_schools', coalesce(scope, ''), true);
	RETURN jsonb_build_object(
		'removed', cardinality(removed),
		'redacted', cardinality(redacted),
		'heads', (SELECT coalesce(jsonb_agg(jsonb_build_object('school_id', h.school_id, 'seq', h.seq, 'hash', h.hash) ORDER BY h.school_id), '[]')
			FROM access_chain_heads h WHERE h.school_id IN (SELECT l.school_id FROM access_chain_links l WHERE l.event_id = record_id)));
END;
$$;--> statement-breakpoint
-- Nothing but certified deletion changes or removes an event, and nothing truncates the log: this replaces
-- the claims.certified_deletion setting (migration 0031), which any role could set.
DROP TRIGGER "access_events_no_update_or_delete" ON "access_events";--> statement-breakpoint
DROP TRIGGER "access_events_no_truncate" ON "access_events";--> statement-breakpoint
DROP FUNCTION "access_events_append_only"();--> statement-breakpoint
CREATE FUNCTION "access_log_append_only"() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
	IF TG_OP <> 'TRUNCATE' AND access_log_called_from('access_log_certified_delete(uuid[],uuid[],uuid)'::regprocedure) THEN
		RETURN NULL;
	END IF;
	RAISE EXCEPTION 'access events are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "access_events_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "access_events" FOR EACH STATEMENT EXECUTE FUNCTION "access_log_append_only"();--> statement-breakpoint
-- The chain's tables take links and heads from the chain's trigger alone, tombstones and a deleted
-- school's removal from certified deletion alone.
CREATE FUNCTION "access_chain_guard"() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') AND access_log_called_from('access_chain_append(uuid[])'::regprocedure) THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE', 'INSERT') AND access_log_called_from('access_log_certified_delete(uuid[],uuid[],uuid)'::regprocedure) THEN
		RETURN NULL;
	END IF;
	RAISE EXCEPTION 'the access log chain is changed by the database alone' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "access_chain_links_guard" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "access_chain_links" FOR EACH STATEMENT EXECUTE FUNCTION "access_chain_guard"();--> statement-breakpoint
CREATE TRIGGER "access_chain_heads_guard" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "access_chain_heads" FOR EACH STATEMENT EXECUTE FUNCTION "access_chain_guard"();--> statement-breakpoint
-- The events logged before the chain, chained in order of (at, id): every school's, past the owner's own
-- row-level security (migration 0048, ADR 051). The definer functions above state the same for themselves
-- and put the caller's back on their way out, since the log's chain and certified deletion act across schools.
SELECT set_config('app.all_schools', 'on', true);--> statement-breakpoint
SELECT access_chain_append(ARRAY(SELECT id FROM access_events ORDER BY at, id));
