import { toDisplayDate, type Language } from '@claims/shared';
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
};

// The server log's notice (mail written to disk, no SMTP server) stays English, for the operator.
export const parentLinkMail = (mail: ParentLinkMail): OutgoingMail =>
  personalMail(
    { email_address: mail.to, first_name: mail.parentFirstName?.trim() || T.parent[mail.language], preferred_language: mail.language },
    PARENT_LINK_MAIL_KIND,
    (language) => ({
      subject: (mail.reminder ? T.reminderSubject : T.linkSubject)[language](mail.schoolName),
      lines: [
        ...(mail.reminder ? [T.reminder[language]] : []),
        T.linkAsked[language](mail.schoolName, mail.studentFirstName),
        T.linkUse[language](toDisplayDate(mail.expiresOn)),
        T.linkNotYou[language],
      ],
      link: { url: mail.url, label: T.linkLabel[language] },
    }),
    `Parent link for ${mail.to}: ${mail.url}`,
  );
