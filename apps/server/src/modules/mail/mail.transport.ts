import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { inSpan } from '../../tracing/spans.ts';
import { createMailFiles } from './mail.files.ts';

export type OutgoingMail = {
  // What the message is (e.g. 'sign-in-code'), for the log: subjects and bodies may carry secrets.
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  // A stable id for a message that may be sent again after a crash, so the receiver can tell repeats.
  messageId?: string;
  // Shown in the server log with the file's path when mail is only written to disk, so a new user can
  // sign in without SMTP. It names the kind of message, never its code, link or reader: logs are read by
  // more people.
  logNotice?: string;
};

export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<{ messageId: string; savedTo?: string }>;
  writesToDisk: boolean;
};

// SMTP reply codes 5xx are permanent (unknown mailbox, refused sender): retrying only delays the failure
// that tells someone to fix the address. Everything else (4xx, a dropped connection) may pass later.
export const isPermanentSmtpFailure = (error: unknown) => Number((error as { responseCode?: unknown }).responseCode) >= 500;

export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailTransport(options: { smtpUrl?: string; from: string; mailDir: string }): MailTransport {
  const messageOf = (mail: OutgoingMail) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    messageId: mail.messageId,
  });
  if (options.smtpUrl) {
    // Every wait on the relay is bounded well inside a claim job's heartbeat-kept life and the send lease
    // (claims.delivery.ts), so a relay that stalls fails the attempt, to be retried, rather than leaving
    // a send running while another worker starts the same one.
    // Built from the transport class: `createTransport({ url, ... })` keeps only what the URL says and
    // silently drops every other option, these timeouts included.
    const smtp = nodemailer.createTransport(new SMTPTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }));
    return {
      writesToDisk: false,
      async send(mail) {
        // traced by the message's kind alone: addresses and subjects name people (tracing/scrub.ts)
        const info = await inSpan('smtp send', { kind: 'client', attributes: { 'mail.kind': mail.kind } }, () => smtp.sendMail(messageOf(mail)));
        return { messageId: info.messageId };
      },
    };
  }
  // No SMTP configured (the embedded default): each message becomes an .eml file under DATA_DIR/mail.
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailFiles = createMailFiles(options.mailDir);
  return {
    writesToDisk: true,
    async send(mail) {
      const info = await renderer.sendMail(messageOf(mail));
      await fs.mkdir(options.mailDir, { recursive: true });
      const savedTo = path.join(options.mailDir, mailFiles.nameOf(info.messageId, new Date()));
      // Written under a temporary name and renamed, so nobody watching the folder reads half a message.
      await fs.writeFile(`${savedTo}.tmp`, info.message as Buffer);
      await fs.rename(`${savedTo}.tmp`, savedTo);
      return { messageId: info.messageId, savedTo };
    },
  };
}
