import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Envelope encryption of stored files (issue 39, ADR 040): each file is sealed with AES-256-GCM under a
// data key of its own, and that data key is sealed under a key of the ring, which lives outside the
// database (FILE_ENCRYPTION_KEYS or DATA_DIR/file-keys). A database copy alone opens no file.

export type FileKey = { id: string; key: Buffer };
// The key new files are sealed with, and every key a stored file may still be sealed with.
export type KeyRing = {
  current: FileKey;
  keys: ReadonlyMap<string, Buffer>;
  // A ring made on this start for DATA_DIR/file-keys and not yet written: the file store writes it (and
  // drops this) only once the database is known to hold no key check, so a start that will be refused
  // leaves the folder as it found it.
  unsaved?: { file: string; save: () => void };
};

// How a sealed file is stored: the ciphertext (IV, tag, then the encrypted bytes), the ring key's id and
// the data key sealed under it. A file stored before encryption has no key id and is its own bytes.
export type SealedFile = { data: Buffer; encryption_key_id: string | null; wrapped_key: Buffer | null };

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const FILE_KEY_BYTES = 32;

// The file's id is bound into both seals, so a ciphertext moved onto another row does not open.
function seal(key: Buffer, plain: Buffer, context: string) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, context: string) {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES));
  // GCM gives nothing more at the end, once the tag is checked: the plain bytes are not copied again
  const rest = decipher.final();
  return rest.length === 0 ? plain : Buffer.concat([plain, rest]);
}

export class FileKeyMissingError extends Error {}

export function createFileCipher(ring: KeyRing) {
  const ringKey = (id: string) => {
    const key = ring.keys.get(id);
    if (!key) throw new FileKeyMissingError(`stored files are sealed with file key "${id}", which the configured keys do not hold`);
    return key;
  };
  const dataKeyOf = (fileId: string, file: SealedFile) => open(ringKey(file.encryption_key_id!), file.wrapped_key!, `key:${fileId}`);

  return {
    currentKeyId: ring.current.id,
    seal(fileId: string, plain: Buffer): SealedFile {
      const dataKey = randomBytes(FILE_KEY_BYTES);
      return { data: seal(dataKey, plain, `file:${fileId}`), encryption_key_id: ring.current.id, wrapped_key: seal(ring.current.key, dataKey, `key:${fileId}`) };
    },
    open(fileId: string, file: SealedFile): Buffer {
      if (file.encryption_key_id === null || file.wrapped_key === null) return file.data;
      return open(dataKeyOf(fileId, file), file.data, `file:${fileId}`);
    },
    // A file under an older key gets its data key sealed under the current one (its bytes stay as they
    // are); a file stored before encryption is sealed whole.
    reseal(fileId: string, file: SealedFile): SealedFile {
      if (file.encryption_key_id === null || file.wrapped_key === null) return this.seal(fileId, file.data);
      return { data: file.data, encryption_key_id: ring.current.id, wrapped_key: seal(ring.current.key, dataKeyOf(fileId, file), `key:${fileId}`) };
    },
    // A data key of its own for a large object sealed as it is written (sealed-stream.ts), sealed under the
    // current key with the object's key bound in; and that data key again, to open the object.
    newObjectKey(objectKey: string) {
      const dataKey = randomBytes(FILE_KEY_BYTES);
      return { dataKey, encryption_key_id: ring.current.id, wrapped_key: seal(ring.current.key, dataKey, `object:${objectKey}`) };
    },
    objectKeyOf: (objectKey: string, sealed: { encryption_key_id: string; wrapped_key: Buffer }) => open(ringKey(sealed.encryption_key_id), sealed.wrapped_key, `object:${objectKey}`),
    // A known text sealed under a key, stored once per key: a start with a wrong key is refused at once.
    keyCheck: (keyId: string) => seal(ringKey(keyId), Buffer.from('file-key-check'), `check:${keyId}`),
    opensKeyCheck(keyId: string, check: Buffer) {
      try {
        return open(ringKey(keyId), check, `check:${keyId}`).toString() === 'file-key-check';
      } catch (error) {
        if (error instanceof FileKeyMissingError) throw error;
        return false;
      }
    },
  };
}

export type FileCipher = ReturnType<typeof createFileCipher>;

// FILE_ENCRYPTION_KEYS: `id:base64,id:base64`, the first sealing new files, the rest kept for files not
// yet resealed (rotation, ADR 040). Each key is 32 random bytes (`openssl rand -base64 32`).
export function parseKeyRing(text: string): KeyRing {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf(':');
      const id = entry.slice(0, separator).trim();
      const key = Buffer.from(entry.slice(separator + 1).trim(), 'base64');
      if (separator < 1 || !/^[\w.-]{1,64}$/.test(id) || key.length !== FILE_KEY_BYTES) {
        throw new Error('each key must be written id:base64 of 32 random bytes (openssl rand -base64 32), ids of letters, digits, . _ -');
      }
      return { id, key };
    });
  if (entries.length === 0) throw new Error('must name at least one key');
  if (new Set(entries.map((entry) => entry.id)).size !== entries.length) throw new Error('names a key id twice');
  return { current: entries[0]!, keys: new Map(entries.map((entry) => [entry.id, entry.key])) };
}

export const newKeyRingText = (id: string) => `${id}:${randomBytes(FILE_KEY_BYTES).toString('base64')}`;
