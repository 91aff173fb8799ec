-- Row-level security (issue 58, ADR 051): the schools a transaction acts for, set by the application at
-- its start (transaction-local, so a pooled connection never carries them to the next). Unset, they are
-- empty: a transaction that states no schools sees no school's rows.
CREATE FUNCTION "app_school_ids"() RETURNS uuid[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT coalesce(nullif(current_setting('app.school_ids', true), ''), '{}')::uuid[]
$$;--> statement-breakpoint
CREATE FUNCTION "app_all_schools"() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT coalesce(current_setting('app.all_schools', true), '') = 'on'
$$;--> statement-breakpoint
ALTER TABLE "access_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claim_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_change_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_email_log_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_email_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_providers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_dashboard_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "data_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "disclosures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incident_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incident_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incidents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "return_to_play" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "return_to_play_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claim_signatures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "parent_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users_schools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "guardian_request_students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "guardian_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "season_authorizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "season_campaigns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "season_card_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "oneroster_previews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "students_providers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tpa_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coach_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "school_rows" ON "access_events" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "access_events"."school_ids" && (select app_school_ids()));--> statement-breakpoint
CREATE POLICY "school_rows" ON "claim_documents" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "claim_documents"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "claims" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "claims"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "claims_change_logs" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims" parent where parent."id" = "claims_change_logs"."claim_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "claims_email_log_documents" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims_email_logs" parent where parent."id" = "claims_email_log_documents"."email_log_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "claims_email_logs" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims" parent where parent."id" = "claims_email_logs"."claim_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "claims_providers" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims" parent where parent."id" = "claims_providers"."claim_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "schools_dashboard_contacts" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "schools_dashboard_contacts"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "schools_dashboard_elements" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "schools_dashboard_elements"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "data_exports" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "data_exports"."school_ids" && (select app_school_ids()));--> statement-breakpoint
CREATE POLICY "school_rows" ON "deadline_reminders" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims" parent where parent."id" = "deadline_reminders"."claim_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "disclosures" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "students" parent where parent."id" = "disclosures"."student_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "incident_changes" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "incidents" parent where parent."id" = "incident_changes"."incident_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "incident_files" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "incidents" parent where parent."id" = "incident_files"."incident_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "incidents" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "incidents"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "return_to_play" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "incidents" parent where parent."id" = "return_to_play"."incident_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "return_to_play_steps" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "return_to_play" parent where parent."incident_id" = "return_to_play_steps"."incident_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "claim_signatures" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims" parent where parent."id" = "claim_signatures"."claim_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "parent_links" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims" parent where parent."id" = "parent_links"."claim_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "schools" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "schools"."id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "schools_notes" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "schools_notes"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "schools_third_party_administrators" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "schools_third_party_administrators"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "users_schools" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "users_schools"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "guardian_request_students" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "guardian_requests" parent where parent."id" = "guardian_request_students"."request_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "guardian_requests" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "guardian_requests"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "season_authorizations" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "season_authorizations"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "season_campaigns" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "season_campaigns"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "season_card_files" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "guardian_requests" parent where parent."id" = "season_card_files"."request_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "oneroster_previews" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "oneroster_previews"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "students" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "students"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "students_providers" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "students_providers"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "school_rows" ON "tpa_links" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or exists (select 1 from "claims" parent where parent."id" = "tpa_links"."claim_id"));--> statement-breakpoint
CREATE POLICY "school_rows" ON "coach_invitations" AS PERMISSIVE FOR ALL TO public USING ((select app_all_schools()) or "coach_invitations"."school_id" = any((select app_school_ids())::uuid[]));--> statement-breakpoint
-- The tables' owner (the role that migrates) is held to the policies too: it has no way around them but the
-- same explicit setting as the application.
ALTER TABLE "access_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claim_documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_change_logs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_email_log_documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_email_logs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claims_providers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_dashboard_contacts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "data_exports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "deadline_reminders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "disclosures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incident_changes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incident_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incidents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "return_to_play" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "return_to_play_steps" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claim_signatures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "parent_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_notes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users_schools" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "guardian_request_students" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "guardian_requests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "season_authorizations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "season_campaigns" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "season_card_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "oneroster_previews" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "students" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "students_providers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tpa_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coach_invitations" FORCE ROW LEVEL SECURITY;
