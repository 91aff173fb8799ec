import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
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
