import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { StorageDriver } from './storage-driver';

export interface S3Settings {
  /** The store's address (MinIO, Ceph, R2, s3rver…); undefined: AWS S3 in `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most non-AWS stores need. */
  forcePathStyle: boolean;
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Files as objects of one bucket of any S3-compatible store, so every API and worker process sees them. */
export class S3Driver implements StorageDriver {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the API requires them: S3-compatible stores differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  get description(): string {
    return `S3 bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  /** The bucket must answer; a missing one is created (a fresh MinIO), refused credentials stop the start. */
  async prepare(): Promise<void> {
    const Bucket = this.settings.bucket;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket }));
      return;
    } catch (error) {
      const status = statusOf(error);
      if (status === 403 || status === 401) {
        throw new Error(`Kedai cannot start: the ${this.description} refused the credentials (S3_ACCESS_KEY).`);
      }
      if (status !== 404) {
        throw new Error(`Kedai cannot start: the ${this.description} did not answer: ${String(error)}`);
      }
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket }));
    } catch (error) {
      // Another process starting at the same moment made it first.
      const name = error instanceof Error ? error.name : '';
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') {
        throw new Error(
          `Kedai cannot start: the ${this.description} is missing and could not be created: ${String(error)}`,
        );
      }
    }
  }

  async put(storageKey: string, content: Buffer, mimeType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: storageKey,
        Body: content,
        ContentType: mimeType,
        ContentLength: content.length,
      }),
    );
  }

  async get(storageKey: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: storageKey }));
    if (!object.Body) throw new Error(`Empty answer for ${storageKey}`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async delete(storageKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: storageKey }));
  }

  async *list(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  close(): void {
    this.client.destroy();
  }
}
