import fs from 'node:fs/promises';
import path from 'node:path';

// The .eml copies a server without SMTP writes under DATA_DIR/mail (for development only: they hold
// sign-in codes, links, and a TPA copy's attachments in clear). Each is named by the time and the
// message's Message-ID, which carries the id of its outbox row or claim e-mail (mail.service.ts
// messageIdOf), so the files of a given message can be found again without opening any.
// How long those files are kept when MAIL_FILE_RETENTION_DAYS is unset.
export const DEFAULT_MAIL_FILE_RETENTION_DAYS = 7;

export type MailFiles = {
  nameOf: (messageId: string, at: Date) => string;
  // Removes the files of the messages with these outbox or claim e-mail ids; says how many went.
  removeOf: (messageIds: readonly string[]) => Promise<number>;
  // Removes the files last written before `before` (the retention, run by the maintenance loop).
  removeOlderThan: (before: Date) => Promise<number>;
};

export function createMailFiles(mailDir: string): MailFiles {
  const emlFiles = async () => {
    try {
      return (await fs.readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  // A file another sweep removed first is gone all the same.
  const remove = async (name: string) => {
    await fs.rm(path.join(mailDir, name), { force: true });
    return 1;
  };
  return {
    nameOf: (messageId, at) => `${at.toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^\w.-]/g, '')}.eml`,
    async removeOf(messageIds) {
      if (messageIds.length === 0) return 0;
      const ids = messageIds.map((id) => id.toLowerCase());
      let removed = 0;
      for (const name of await emlFiles()) if (ids.some((id) => name.toLowerCase().includes(id))) removed += await remove(name);
      return removed;
    },
    async removeOlderThan(before) {
      let removed = 0;
      for (const name of await emlFiles()) {
        const stat = await fs.stat(path.join(mailDir, name)).catch(() => null);
        if (stat && stat.mtime < before) removed += await remove(name);
      }
      return removed;
    },
  };
}
