import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { WAIT_TIMEOUT_MS } from './wait.ts';

// A real SMTP server on loopback: the app sends to it exactly as it would to a production relay.
export async function startTestSmtp() {
  const messages: ParsedMail[] = [];
  let notify = () => {};
  // What the server answers to the next messages' data: accept, or refuse with an SMTP reply code.
  let refusal: { responseCode: number; message: string } | undefined;
  // While held, a message's data is read but never answered, as a relay that stalls (or a process killed
  // mid-send) leaves it; `holding` counts the messages caught that way.
  let held = false;
  let holding = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (held) {
        holding += 1;
        stream.resume();
        return;
      }
      if (refusal) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(refusal!.message), { responseCode: refusal!.responseCode })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          notify();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase();

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseWith(responseCode: number, message: string) {
      refusal = { responseCode, message };
    },
    accept() {
      refusal = undefined;
      held = false;
    },
    hold() {
      held = true;
    },
    holding: () => holding,
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
