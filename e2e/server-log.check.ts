import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Mailbox } from './fixtures.ts';

// Run after every spec (playwright.config.ts): whatever the run e-mailed (parent and TPA links, reset and
// confirmation links, sign-in codes, and the addresses) must not be in the log an operator keeps of it
// (issues 39 and 57).
const results = path.join(import.meta.dirname, '..', 'test-results');
// the servers playwright.config.ts starts
const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

const LINK_TOKEN = /\/(?:parent|tpa|guardian)\/([\w-]{16,})/g;
const QUERY_TOKEN = /[?&]token=([\w.-]{16,})/g;
// the sign-in code ends its mail's subject, in either language; claim numbers are six digits too
const CODE = /:\s*(\d{6})$/;

const secretsOf = (mailbox: Mailbox) => {
  const secrets = new Set<string>();
  for (const mail of mailbox.all()) {
    for (const pattern of [LINK_TOKEN, QUERY_TOKEN]) for (const [, token] of mail.text.matchAll(pattern)) secrets.add(token!);
  }
  return secrets;
};
const codesOf = (mailbox: Mailbox) => new Set(mailbox.all().flatMap((mail) => CODE.exec(mail.subject)?.[1] ?? []));

for (const kind of kinds) {
  test(`the ${kind} server's log holds no token or code the run e-mailed`, () => {
    const mailbox = new Mailbox(path.join(results, `mailbox-${kind}`));
    const log = fs.readFileSync(path.join(results, `server-${kind}.log`), 'utf8');
    const secrets = secretsOf(mailbox);
    // a run that e-mailed no link proves nothing
    expect(secrets.size).toBeGreaterThan(0);
    expect(log).toContain('[redacted]');
    expect([...secrets].filter((secret) => log.includes(secret))).toEqual([]);
    // a code is six digits: looked for as a whole number, not inside a timestamp or an id
    const lines = log.split('\n');
    const codeInLog = (code: string) => lines.some((line) => new RegExp(`(^|[^\\w.])${code}([^\\w.]|$)`).test(line));
    const codes = codesOf(mailbox);
    expect(codes.size).toBeGreaterThan(0);
    expect([...codes].filter(codeInLog)).toEqual([]);
    // nor whom it wrote to (issue 57): searched in the log's JSON lines, not the start banner, which names
    // the demo accounts to sign in with
    const logLines = lines.filter((line) => line.startsWith('{')).join('\n').toLowerCase();
    const addresses = new Set(mailbox.all().map((mail) => mail.to.toLowerCase()));
    expect(addresses.size).toBeGreaterThan(0);
    expect([...addresses].filter((address) => logLines.includes(address))).toEqual([]);
  });
}
