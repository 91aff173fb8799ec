import { choiceLabel, INCIDENT_PERSON_OPTIONS, INJURY_NATURE_OPTIONS, SENT_TO_OPTIONS, toDisplayDate } from '@claims/shared';
import { personalMail, type Recipient } from '../mail/mail.compose.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import type { IncidentRow } from './incidents.repo.ts';
import { INCIDENT_MAIL_TEXTS as T } from './incidents.texts.ts';

const NEW_INCIDENT_MAIL_KIND = 'new-incident';
const PARENT_NOTICE_MAIL_KIND = 'incident-parent-notice';

export const newIncidentMail = (to: Recipient, incident: IncidentRow & { serious: boolean }, url: string): OutgoingMail =>
  personalMail(to, NEW_INCIDENT_MAIL_KIND, (language) => {
    const statement = incident.official_statement;
    const person = incident.student_first_name ?? choiceLabel(INCIDENT_PERSON_OPTIONS, incident.person_kind, language)!.toLowerCase();
    const nature = choiceLabel(INJURY_NATURE_OPTIONS, statement.nature_of_injury, language) ?? statement.nature_of_injury;
    const sentTo = (statement.sent_to && choiceLabel(SENT_TO_OPTIONS, statement.sent_to, language)) ?? T.notSaid[language];
    return {
      subject: T.subject[language](incident.serious, String(incident.incident_number), incident.school_name),
      lines: [
        T.reported[language](incident.reported_by_name, person, toDisplayDate(incident.injury_date), incident.location_of_injury),
        T.injury[language](nature, sentTo),
        ...(incident.serious ? [T.serious[language]] : []),
        T.review[language],
      ],
      link: { url, label: T.linkLabel[language] },
    };
  });

// The parent's short notice (issue 42, item 3), in their language: what happened, where and when, and whom
// to ask. No link: a parent has no account, and the notice holds nothing more than a phone call would.
export const parentNoticeMail = (to: Recipient, incident: IncidentRow): OutgoingMail =>
  personalMail(to, PARENT_NOTICE_MAIL_KIND, (language) => {
    const student = incident.student_first_name ?? '';
    const nature = choiceLabel(INJURY_NATURE_OPTIONS, incident.official_statement.nature_of_injury, language) ?? incident.official_statement.nature_of_injury;
    return {
      subject: T.parentSubject[language](student, incident.school_name),
      lines: [T.parentWhat[language](student, toDisplayDate(incident.injury_date), incident.location_of_injury), T.parentInjury[language](nature), T.parentContact[language]],
    };
  });
