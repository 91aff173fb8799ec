import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';

// An S3-compatible bucket (AWS S3, MinIO, R2…) holding the sealed bytes of stored files (ADR 043). Its
// objects are never public: the app reads them and serves them through its own signed, authorised routes.
export type ObjectBucket = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer>;
  // An object too large to hold whole (ADR 056): written in parts as the stream gives them, read as a stream.
  upload: (key: string, body: Readable) => Promise<void>;
  read: (key: string) => Promise<Readable>;
  // Deleting an object that is already gone succeeds, as S3 does.
  delete: (keys: readonly string[]) => Promise<void>;
  // Answers when the bucket is reachable with these credentials (readiness).
  ping: () => Promise<void>;
  // One page of the objects whose keys begin with `prefix`, in key order, after the key `after`.
  list: (prefix: string, after?: string) => Promise<ObjectPage>;
};

export type ObjectPage = { objects: { key: string; lastModified: Date }[]; truncated: boolean };

export type BucketLocation = { bucket: string; endpoint?: string; region: string; forcePathStyle: boolean; prefix: string };

// `s3://bucket?endpoint=http://minio:9000&region=us-east-1&path_style=true&prefix=claims/`: the endpoint
// unset for AWS itself; path-style addressing for MinIO and most others. Credentials are not in the URL:
// the SDK reads them as it always does (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
export function parseStorageUrl(text: string): BucketLocation {
  const url = new URL(text);
  if (url.protocol !== 's3:' || url.hostname === '') throw new Error('must be a URL like s3://bucket?endpoint=https://host&region=us-east-1');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !URL.canParse(endpoint)) throw new Error('has an endpoint that is not a URL');
  return {
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: (url.searchParams.get('path_style') ?? (endpoint ? 'true' : 'false')) === 'true',
    prefix: url.searchParams.get('prefix') ?? '',
  };
}

const DELETE_BATCH = 1000;

export async function createObjectBucket(location: BucketLocation, credentials?: { accessKeyId: string; secretAccessKey: string }): Promise<ObjectBucket> {
  // Loaded only when a bucket is configured: the embedded default never pays for the SDK.
  const [s3, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client: S3Client = new s3.S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(credentials ? { credentials } : {}),
  });
  const Bucket = location.bucket;
  const keyOf = (key: string) => `${location.prefix}${key}`;
  return {
    async put(key, bytes) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes, ContentType: 'application/octet-stream' }));
    },
    async get(key) {
      const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: keyOf(key) }));
      // the SDK's bytes as they are, not a copy: a file is held once
      const bytes = await object.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    // A multipart upload of 5 MiB parts, four at once at most: memory stays at a few parts whatever the size.
    async upload(key, body) {
      await new Upload({ client, params: { Bucket, Key: keyOf(key), Body: body, ContentType: 'application/octet-stream' } }).done();
    },
    async read(key) {
      const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: keyOf(key) }));
      return object.Body as Readable;
    },
    async delete(keys) {
      for (let first = 0; first < keys.length; first += DELETE_BATCH) {
        const Objects = keys.slice(first, first + DELETE_BATCH).map((key) => ({ Key: keyOf(key) }));
        const answer = await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (answer.Errors?.length) throw new Error(`the bucket kept ${answer.Errors.length} objects: ${answer.Errors[0]!.Code} ${answer.Errors[0]!.Message}`);
      }
    },
    async ping() {
      await client.send(new s3.HeadBucketCommand({ Bucket }));
    },
    // ListObjects (version 1) paged by Marker, the last key seen: every S3-compatible store answers it,
    // and the test server's version 2 fails on any listing longer than a page (its continuation token
    // needs a cipher OpenSSL 3 refuses).
    async list(prefix, after) {
      const page = await client.send(new s3.ListObjectsCommand({ Bucket, Prefix: keyOf(prefix), ...(after === undefined ? {} : { Marker: keyOf(after) }) }));
      const objects = (page.Contents ?? []).map((object) => ({ key: object.Key!.slice(location.prefix.length), lastModified: object.LastModified! }));
      return { objects, truncated: Boolean(page.IsTruncated) && objects.length > 0 };
    },
  };
}
