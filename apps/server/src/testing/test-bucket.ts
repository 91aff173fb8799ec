import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createObjectBucket, parseStorageUrl } from '../modules/uploads/object-bucket.ts';

// A real S3 API server on loopback (s3rver, its objects in a temporary folder) with one bucket, for the
// tests of files kept in a bucket (ADR 043).
export const TEST_BUCKET_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestBucket(name = 'claims-files') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name, configs: [] }] });
  const { port } = await server.run();
  const url = `s3://${name}?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  const bucket = await createObjectBucket(parseStorageUrl(url), TEST_BUCKET_CREDENTIALS);
  return {
    url,
    bucket,
    // the environment a server process needs to reach it
    env: { STORAGE_URL: url, AWS_ACCESS_KEY_ID: TEST_BUCKET_CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: TEST_BUCKET_CREDENTIALS.secretAccessKey },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type TestBucket = Awaited<ReturnType<typeof startTestBucket>>;
