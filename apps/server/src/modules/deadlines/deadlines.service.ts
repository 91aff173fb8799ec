import {
  addDaysToWire,
  claimDueDates,
  DEADLINE_AT_RISK_DAYS,
  DEADLINE_REMINDER_DAYS,
  daysBetweenWire,
  dueDateState,
  nearestDueDate,
  reminderDaysFor,
  utcWireDate,
  claimPageUrl,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../domain/clock.ts';
import { parseId } from '../../domain/parse-input.ts';
import { requireSchoolAccess, type Actor } from '../auth/actor.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Recipient } from '../mail/mail.compose.ts';
import type { MailService } from '../mail/mail.service.ts';
import { deadlineReminderMail } from './deadlines.mail.ts';
import { activeSchoolUsers } from '../schools/schools.repo.ts';
import * as repo from './deadlines.repo.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { claims } from '../claims/claims.schema.ts';

// Claims reminded per run; the periodic task comes back for the rest.
const REMINDERS_PER_RUN = 100;

type Deps = { db: Db; jobs: JobQueue; mail: MailService; publicUrl: string; log: FastifyBaseLogger; clock: Clock };

// The deadlines of each claim's policy (ADR 028). Days count in UTC calendar days, the server's calendar,
// and today is the clock's.
export function createDeadlinesService({ db, jobs, mail, publicUrl, log, clock }: Deps) {
  return {
    async dueDatesOf(actor: Actor | null, claimId: string, now = clock()) {
      const id = parseId(claimId);
      const claim = await repo.findClaimDeadlines(db, id);
      if (!claim) throw await notFoundOrForbidden(db, claims, id);
      requireSchoolAccess(actor, claim.school_id);
      const today = utcWireDate(now);
      return claimDueDates(claim, claim).map((dueDate) => ({ ...dueDate, state: dueDateState(dueDate, claim, today) }));
    },

    // The school's claims not sent whose nearest due date is within DEADLINE_AT_RISK_DAYS, or past.
    countAtRisk(actor: Actor | null, schoolId: string, now = clock()) {
      requireSchoolAccess(actor, schoolId);
      return repo.countDueBy(db, schoolId, addDaysToWire(utcWireDate(now), DEADLINE_AT_RISK_DAYS));
    },

    // The school's users hear of a claim not sent DEADLINE_REMINDER_DAYS before its nearest due date, once
    // per threshold: a claim first seen within the smaller one gets that one only, a past date none. The
    // reminder's row and its e-mails are written in one transaction, the claims locked and skipped by
    // another run, and the row's uniqueness holds even so: each goes once.
    async remindDeadlines(now = clock()) {
      const today = utcWireDate(now);
      const until = addDaysToWire(today, Math.max(...DEADLINE_REMINDER_DAYS));
      const sent = await db.transaction(async (tx) => {
        const due = await repo.lockClaimsDueReminder(tx, today, until, REMINDERS_PER_RUN);
        const recipientsOf = new Map<string, Recipient[]>();
        let reminded = 0;
        for (const claim of due) {
          const nearest = nearestDueDate(claimDueDates(claim, claim), false);
          const days = nearest ? reminderDaysFor(nearest.due_on, today) : null;
          if (!nearest || !days) continue;
          if (!(await repo.insertReminder(tx, { claim_id: claim.id, days_before: days, due_on: nearest.due_on }))) continue;
          if (!recipientsOf.has(claim.school_id)) recipientsOf.set(claim.school_id, await activeSchoolUsers(tx, claim.school_id));
          for (const recipient of recipientsOf.get(claim.school_id)!) {
            await mail.enqueue(
              tx,
              deadlineReminderMail(recipient, {
                claimNumber: claim.claim_number,
                studentFirstName: claim.student_first_name,
                schoolName: claim.school_name,
                kind: nearest.kind,
                dueOn: nearest.due_on,
                daysLeft: daysBetweenWire(today, nearest.due_on),
                claimUrl: claimPageUrl(publicUrl, claim),
              }),
              [claim.id],
            );
          }
          reminded += 1;
        }
        return reminded;
      });
      if (sent > 0) {
        jobs.wake('mail');
        log.info({ event: 'deadline-reminders-sent', count: sent }, 'deadline reminders sent');
      }
      return sent;
    },
  };
}

export type DeadlinesService = ReturnType<typeof createDeadlinesService>;
