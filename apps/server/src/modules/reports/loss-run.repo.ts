import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withParties } from '../claims/lifecycle/claim-lifecycle.repo.ts';
import { claims } from '../claims/claims.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { thirdPartyAdministrators } from '../tpas/tpas.schema.ts';
import { bodyPartsOf, reportConditions, submittedOn, type ReportScope } from './reports.repo.ts';

// The claims of a loss run in the order it lists them, at most `limit`: one statement, whatever the period.
export async function lossRunRows(db: Db, scope: ReportScope, limit: number) {
  const query = db
    .select({
      id: claims.id,
      school_id: claims.school_id,
      student_id: claims.student_id,
      claim_number: claims.claim_number,
      school_name: schools.name,
      student_last_name: students.last_name,
      student_first_name: students.first_name,
      academic_id: students.academic_id,
      injury_date: claims.injury_date,
      // the day as the report's submission delay counts it (a UTC day)
      submitted_on: sql<string>`${submittedOn}::text`,
      activity: claims.activity,
      activity_type: claims.activity_type,
      activity_level: claims.activity_level,
      injury_body_parts: claims.injury_body_parts,
      injury_nature: claims.injury_nature,
      status: claims.status,
      tpa_name: thirdPartyAdministrators.name,
      tpa_status: claims.tpa_status,
      tpa_claim_number: claims.tpa_claim_number,
    })
    .from(claims)
    .$dynamic();
  const rows = await withParties(query).where(reportConditions(scope)).orderBy(claims.injury_date, claims.claim_number).limit(limit);
  return rows.map((row) => ({ ...row, injury_body_parts: bodyPartsOf(row.injury_body_parts) }));
}
export type LossRunRow = Awaited<ReturnType<typeof lossRunRows>>[number];

// A removed TPA still names the claims it had, so a filter by it is named too.
export async function tpaName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: thirdPartyAdministrators.name }).from(thirdPartyAdministrators).where(eq(thirdPartyAdministrators.id, id));
  return row?.name;
}
