import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { WAIT_TIMEOUT_MS } from './wait.ts';

export type AcceptanceFault = { before: () => void; after: () => Promise<void> | void };

// A real SMTP server on loopback: the app sends to it exactly as it would to a production relay.
export async function startTestSmtp() {
  const messages: ParsedMail[] = [];
  let notify = () => {};
  // What the server answers to the next messages' data: accept, or refuse with an SMTP reply code.
  let refusal: { responseCode: number; message: string } | undefined;
  // While held, a message's data is read but not answered, as a relay that stalls leaves it, until
  // `release()`: then each message whose sender is still connected is taken and answered. One whose
  // connection closed meanwhile (its process killed mid-send) was never accepted and is dropped.
  let held = false;
  let holding = 0;
  const waiting: { data: Promise<Buffer>; sessionId: string; answer: (error?: Error) => void }[] = [];
  const closed = new Set<string>();
  // A fault to inject around the acceptance of the next message to `to`: `before` runs once its data has
  // arrived and before the relay's 250 (stop the sender, cut its database), `after` once accepted.
  let aroundAccepting: { to: string; fault: AcceptanceFault; done: () => void } | undefined;
  let connected = 0;
  const take = (data: Buffer | NodeJS.ReadableStream, answer: (error?: Error) => void) =>
    simpleParser(data as Buffer)
      .then((mail) => {
        messages.push(mail);
        notify();
        answer();
      })
      .catch(answer);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connected += 1;
      callback();
    },
    onClose(session) {
      connected -= 1;
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const around = aroundAccepting;
      if (around && session.envelope.rcptTo.some((recipient) => recipient.address.toLowerCase() === around.to)) {
        aroundAccepting = undefined;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          around.fault.before();
          void take(Buffer.concat(chunks), callback).then(around.fault.after).then(around.done);
        });
        return;
      }
      if (held) {
        holding += 1;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        waiting.push({ data: new Promise((resolve) => stream.on('end', () => resolve(Buffer.concat(chunks)))), sessionId: session.id, answer: callback });
        return;
      }
      // The refusal in force when the message began: the test may lift it before the message has ended.
      const refusing = refusal;
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(refusing.message), { responseCode: refusing.responseCode })));
        return;
      }
      void take(stream, callback);
    },
  });
  // A sender killed in the middle of a message resets its connection: the relay drops that message, as a
  // real one would. Without a listener the reset would be thrown as an uncaught error of the test run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  async function release() {
    held = false;
    for (const { data, sessionId, answer } of waiting.splice(0)) {
      if (!closed.has(sessionId)) await take(await data, answer);
    }
  }

  const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase();

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseWith(responseCode: number, message: string) {
      refusal = { responseCode, message };
    },
    // Answers everything normally from now on, releasing any held message.
    async accept() {
      refusal = undefined;
      await release();
    },
    hold() {
      held = true;
    },
    // Resolves once the fault has run its course around the relay's acceptance of the next message to `to`.
    aroundAccepting: (to: string, fault: AcceptanceFault) => new Promise<void>((done) => (aroundAccepting = { to: to.toLowerCase(), fault, done })),
    release,
    // How many messages were caught by `hold` (released or not).
    holding: () => holding,
    // Open client connections: none left once a killed sender's socket is seen closed.
    connected: () => connected,
    messagesTo: (address: string) => messages.filter((mail) => recipientOf(mail) === address.toLowerCase()),
    // Resolves with the next message to `address` beyond the `already` seen ones.
    async waitForMail(address: string, already = 0, timeoutMs = WAIT_TIMEOUT_MS): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter((mail) => recipientOf(mail) === address.toLowerCase());
        if (found.length > already) return found[already]!;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          notify = resolve;
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

export const codeFrom = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1] ?? '';
export const linkFrom = (mail: ParsedMail) => /(https?:\/\/\S+token=[\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') ?? '';
