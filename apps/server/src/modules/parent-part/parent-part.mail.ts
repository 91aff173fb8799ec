import { toDisplayDate, type Language, type ParentLinkPurpose } from '@claims/shared';
import { personalMail } from '../mail/mail.compose.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import { PARENT_MAIL_TEXTS as T } from './parent-part.texts.ts';

export const PARENT_LINK_MAIL_KIND = 'parent-link';

export type ParentLinkMail = {
  to: string;
  parentFirstName: string | null;
  language: Language;
  schoolName: string;
  studentFirstName: string;
  expiresOn: string;
  url: string;
  // a reminder of a link sent before (day 3, day 7)
  reminder: boolean;
  // the link asks to confirm insurance on file for a claim that went already (issue 43)
  purpose: ParentLinkPurpose;
};

// The server log's notice (mail written to disk, no SMTP server) stays English, for the operator, and names
// the kind of message only: the link and its reader are in the file it points to.
export const parentLinkMail = (mail: ParentLinkMail): OutgoingMail =>
  personalMail(
    { email_address: mail.to, first_name: mail.parentFirstName?.trim() || T.parent[mail.language], preferred_language: mail.language },
    PARENT_LINK_MAIL_KIND,
    (language) => {
      const confirm = mail.purpose === 'CONFIRM';
      const subject = confirm ? (mail.reminder ? T.confirmReminderSubject : T.confirmSubject) : mail.reminder ? T.reminderSubject : T.linkSubject;
      return {
        subject: subject[language](mail.schoolName),
        lines: [
          ...(mail.reminder ? [(confirm ? T.confirmReminder : T.reminder)[language]] : []),
          (confirm ? T.confirmAsked : T.linkAsked)[language](mail.schoolName, mail.studentFirstName),
          T.linkUse[language](toDisplayDate(mail.expiresOn)),
          T.linkNotYou[language],
        ],
        link: { url: mail.url, label: (confirm ? T.confirmLabel : T.linkLabel)[language] },
      };
    },
    'Parent link',
  );
