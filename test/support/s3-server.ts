import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface S3TestServer {
  url: string;
  /** STORAGE_DRIVER=s3 and the S3_* settings that point Kedai at this server and `bucket`. */
  env(bucket: string): Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's built-in key pair; it checks every request's signature against it. */
export const S3_TEST_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary folder. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'kedai-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: (bucket) => ({
      STORAGE_DRIVER: 's3',
      S3_URL: url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_KEY: S3_TEST_KEYS.secretAccessKey,
      // The SDK's notice that its 2027 releases need Node 22, once per process: not news in every test.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    }),
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
