import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { QUEUES } from '../jobs/job-queue.ts';
import { createMailTransport, SMTP_TIMEOUTS } from './mail.transport.ts';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

// No database is involved: one run (the embedded one) is enough.
describe.skipIf(process.env.TEST_DB === 'postgres')('SMTP transport', () => {
  // nodemailer's own socket timeout is 10 minutes: a relay holding DATA for 5 would outlive the job's
  // expiry, and the retried job would send the claim a second time while the first send still ran.
  it('gives up on a relay that never answers, within the jobs\' expiry', async () => {
    const longestWait = Math.max(...Object.values(SMTP_TIMEOUTS));
    expect(longestWait).toBeLessThan(QUEUES.claimDelivery.expireInSeconds * 1000);
    expect(longestWait).toBeLessThan(QUEUES.mail.expireInSeconds * 1000);

    smtp.hold();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'test@claims.test', mailDir: '/nonexistent' });
    await expect(transport.send({ kind: 'claim', to: 'claims@tpa.test', subject: 'Held', text: 'Never answered.' })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(smtp.holding()).toBe(1);
    await smtp.release();
  });
});
