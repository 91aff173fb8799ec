import { DEADLINE_KIND_LABELS, toDisplayDate, type DeadlineKind } from '@claims/shared';
import { personalMail, type Recipient } from '../mail/mail.compose.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import { DEADLINE_MAIL_TEXTS as T } from './deadlines.texts.ts';

export const DEADLINE_REMINDER_MAIL_KIND = 'deadline-reminder';

export type DeadlineReminder = {
  claimNumber: number;
  studentFirstName: string;
  schoolName: string;
  kind: DeadlineKind;
  dueOn: string;
  daysLeft: number;
  claimUrl: string;
};

export const deadlineReminderMail = (to: Recipient, reminder: DeadlineReminder): OutgoingMail =>
  personalMail(to, DEADLINE_REMINDER_MAIL_KIND, (language) => {
    const claimNumber = String(reminder.claimNumber);
    const kind = DEADLINE_KIND_LABELS[reminder.kind][language];
    const date = toDisplayDate(reminder.dueOn);
    return {
      subject: T.subject[language](claimNumber, kind, date),
      lines: [T.due[language](claimNumber, reminder.studentFirstName, reminder.schoolName, kind, date), T.daysLeft[language](reminder.daysLeft), T.notSent[language]],
      link: { url: reminder.claimUrl, label: T.linkLabel[language] },
    };
  });
