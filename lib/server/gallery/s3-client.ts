import 'server-only';

import { S3Client } from '@aws-sdk/client-s3';

import type { S3StorageSettings } from '@/lib/domain/gallery/s3-storage-env';

/**
 * One S3 client per process: it keeps the connection pool and the signing keys, so every request
 * reuses warm sockets. Made on first use; a different configuration (tests pointing at a new
 * s3rver) replaces it and closes the old one's sockets.
 */
let shared: { signature: string; client: S3Client } | undefined;

export function sharedS3Client(settings: S3StorageSettings): S3Client {
  const { endpoint, region, credentials, forcePathStyle } = settings;
  const signature = JSON.stringify({ endpoint, region, credentials, forcePathStyle });
  if (shared?.signature !== signature) {
    shared?.client.destroy();
    shared = { signature, client: newS3Client(settings) };
  }
  return shared.client;
}

/** Closes the shared client's sockets (shutdown, the end of a test). */
export function closeSharedS3Client(): void {
  shared?.client.destroy();
  shared = undefined;
}

function newS3Client({ endpoint, region, credentials, forcePathStyle }: S3StorageSettings) {
  return new S3Client({
    region,
    endpoint,
    credentials,
    forcePathStyle,
    // A slow store must not hold a request (and its connection slot) for minutes: 3 s to connect,
    // 30 s for an answer; the SDK's retries (3 attempts, backoff) cover a passing failure.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    // Other S3-compatible stores (MinIO, R2, s3rver) do not all check or send the CRC32
    // checksums the SDK adds by default since 2025; AWS itself keeps them.
    ...(endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}
