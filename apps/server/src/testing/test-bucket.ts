import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createObjectBucket, parseStorageUrl } from '../modules/uploads/object-bucket.ts';

// A real S3 API server on loopback (s3rver, its objects in a temporary folder) with one bucket, for the
// tests of files kept in a bucket (ADR 043).
export const TEST_BUCKET_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type S3rverObject = { bucket: string; key: string; metadata: Record<string, string>; content: Buffer | Readable };
type S3rverStore = {
  getResourcePath: (bucket: string, key: string, resource: string) => string;
  putMetadata: (bucket: string, key: string, metadata: Record<string, string>, md5: string) => Promise<void>;
  putObject: (object: S3rverObject) => Promise<{ size: number; md5: string }>;
};

// s3rver 3.7.1 answers a PUT before the object's file is written: its putObject resolves once the bytes are
// handed to the file's write stream, not once they are on disk, so a GET right after it could read a short
// file on a busy machine (CI's "Invalid initialization vector", a sealed file read back empty). S3 reads
// its own writes; with this put, the test server does too.
function readAfterWrite(store: S3rverStore) {
  store.putObject = async (object) => {
    const content = Buffer.isBuffer(object.content) ? object.content : Buffer.concat(await object.content.toArray());
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    await fs.promises.writeFile(objectPath, content);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}

export async function startTestBucket(name = 'claims-files') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name, configs: [] }] });
  readAfterWrite((server as unknown as { store: S3rverStore }).store);
  const { port } = await server.run();
  const url = `s3://${name}?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  const bucket = await createObjectBucket(parseStorageUrl(url), TEST_BUCKET_CREDENTIALS);
  const client = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: TEST_BUCKET_CREDENTIALS });
  return {
    url,
    bucket,
    // Every key the bucket holds, read apart from the app's own bucket code. ListObjects with a marker:
    // s3rver's ListObjectsV2 continuation token uses DES, which OpenSSL 3 refuses.
    async keys() {
      const found: string[] = [];
      for (let more = true; more; ) {
        const page = await client.send(new ListObjectsCommand({ Bucket: name, ...(found.length > 0 ? { Marker: found.at(-1) } : {}) }));
        for (const object of page.Contents ?? []) found.push(object.Key!);
        more = Boolean(page.IsTruncated) && (page.Contents?.length ?? 0) > 0;
      }
      return found;
    },
    // the environment a server process needs to reach it
    env: { STORAGE_URL: url, AWS_ACCESS_KEY_ID: TEST_BUCKET_CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: TEST_BUCKET_CREDENTIALS.secretAccessKey },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type TestBucket = Awaited<ReturnType<typeof startTestBucket>>;
