-- ANALYZE is the table owner's (ADR 050): run by the application role it only warns and skips, and an
-- import's planner statistics were silently never refreshed. This function, owned by the owner, refreshes
-- them for the roster tables an import writes to, and for no other table.
CREATE FUNCTION "refresh_planner_statistics"(table_name text) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	IF table_name NOT IN ('students', 'students_providers', 'temporal_students', 'temporal_students_providers') THEN
		RAISE EXCEPTION 'refresh_planner_statistics: % is not a roster table', table_name USING ERRCODE = '42501';
	END IF;
	EXECUTE format('ANALYZE public.%I', table_name);
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "refresh_planner_statistics"(text) FROM PUBLIC;
