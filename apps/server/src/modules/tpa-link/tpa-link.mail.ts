import type { Language } from '@claims/shared';
import { personalMail, type Recipient } from '../mail/mail.compose.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import { TPA_REQUEST_MAIL_TEXTS as T } from './tpa-link.texts.ts';

export const TPA_REQUEST_MAIL_KIND = 'tpa-information-request';

export type InformationRequest = {
  claimNumber: number;
  tpaClaimNumber: string | null;
  tpaName: string;
  schoolName: string;
  studentFirstName: string;
  note: string;
};

// The note goes out from the product's own address to people who trust it, so it is quoted as text that
// leads nowhere. Mail readers make a link of anything that looks like an address (a scheme, a www., a bare
// domain name), in the plain text and the HTML alike; each is broken where it would be read whole
// ("evil[.]example", "https[:]//"), which a person still reads and no reader follows.
export const unlinked = (note: string) => note.replace(/:\/\//g, '[:]//').replace(/([\p{L}\p{N}-])\.(?=\p{L}{2,})/gu, '$1[.]');

const requestLines = (request: InformationRequest, language: Language) => [
  T.note[language](unlinked(request.note)),
  ...(request.tpaClaimNumber ? [T.tpaClaimNumber[language](request.tpaClaimNumber)] : []),
];

export const staffRequestMail = (to: Recipient, request: InformationRequest, claimUrl: string): OutgoingMail =>
  personalMail(to, TPA_REQUEST_MAIL_KIND, (language) => ({
    subject: T.subject[language](request.claimNumber),
    lines: [T.staffAsked[language](request.tpaName, request.claimNumber, request.studentFirstName), ...requestLines(request, language)],
    link: { url: claimUrl, label: T.staffLinkLabel[language] },
  }));

// The parent hears of it by the address and language they gave for their part; the e-mail links nowhere.
export const parentRequestMail = (to: { email: string; firstName: string | null; language: Language }, request: InformationRequest): OutgoingMail =>
  personalMail({ email_address: to.email, first_name: to.firstName?.trim() || T.parent[to.language], preferred_language: to.language }, TPA_REQUEST_MAIL_KIND, (language) => ({
    subject: T.subject[language](request.claimNumber),
    lines: [T.parentAsked[language](request.tpaName, request.schoolName, request.studentFirstName), ...requestLines(request, language), T.parentWhatToDo[language]],
  }));
