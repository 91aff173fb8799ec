import { Writable } from 'node:stream';

// Collects the app's JSON log lines so a test can read what was (and was not) logged.
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, logger: { level: 'info', stream } as const, text: () => lines.join('\n') };
}
