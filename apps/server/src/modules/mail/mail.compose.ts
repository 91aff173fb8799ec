import { LANGUAGES, readerLanguage, type Language } from '@claims/shared';
import { MAIL_TEXTS } from './mail.texts.ts';
import type { OutgoingMail } from './mail.transport.ts';

// A person the product writes to, in the language they chose (English until they choose one).
export type Recipient = { email_address: string; first_name: string; preferred_language: Language | null };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

type Message = Pick<OutgoingMail, 'subject'> & { lines: readonly string[]; link?: { url: string; label: string } };

// A message to a person, written by `write` in their language, greeted and signed in it, as plain text and
// as HTML.
export function personalMail(to: Recipient, kind: string, write: (language: Language) => Message, logNotice?: string): OutgoingMail {
  const language = readerLanguage(to.preferred_language);
  const { subject, lines, link } = write(language);
  const greeting = MAIL_TEXTS.greeting[language](to.first_name);
  const signature = MAIL_TEXTS.signature[language];
  const text = [greeting, '', ...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', signature].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { kind, to: to.email_address, subject, text, html, ...(logNotice ? { logNotice } : {}) };
}

// A message to someone whose language nobody knows yet (a new account): written in every language, the
// default first, so that each reader finds theirs.
export function everyLanguageMail(to: Recipient, kind: string, write: (language: Language) => Message, logNotice?: string): OutgoingMail {
  const versions = LANGUAGES.map((language) => ({ language, mail: personalMail({ ...to, preferred_language: language }, kind, write, logNotice) }));
  const [first] = versions;
  return {
    ...first!.mail,
    subject: versions.map(({ mail }) => mail.subject).join(' / '),
    text: versions.map(({ mail }) => mail.text).join('\n\n---\n\n'),
    html: versions.map(({ language, mail }) => `<div lang="${language}">\n${mail.html}\n</div>`).join('\n<hr>\n'),
  };
}
