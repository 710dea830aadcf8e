import { describe, expect, it } from 'vitest';

import { s3StorageSettings } from '@/lib/domain/gallery/s3-storage-env';
import { readServerEnv } from '@/lib/env';

const MINIO = {
  S3_BUCKET: 'tienda-uploads',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
  S3_FORCE_PATH_STYLE: '1',
};

describe('upload storage environment', () => {
  it('keeps uploads on the local disk when S3_BUCKET is not set (or blank)', () => {
    expect(s3StorageSettings({})).toBeNull();
    expect(s3StorageSettings({ S3_BUCKET: ' ', S3_REGION: 'eu-west-1' })).toBeNull();
    expect(readServerEnv({})).not.toHaveProperty('S3_BUCKET');
  });

  it('reads a MinIO-style bucket: endpoint, keys and path-style addressing', () => {
    expect(readServerEnv(MINIO)).toMatchObject(MINIO);
    expect(s3StorageSettings(MINIO)).toEqual({
      bucket: 'tienda-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it("leaves AWS S3's endpoint, credentials and addressing to the SDK when only the bucket is named", () => {
    expect(s3StorageSettings({ S3_BUCKET: 'tienda', S3_REGION: 'eu-west-1' })).toEqual({
      bucket: 'tienda',
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(s3StorageSettings({ S3_BUCKET: 'tienda', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('stops the start when other S3 variables are set without S3_BUCKET', () => {
    const env = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'minio' };
    expect(() => readServerEnv(env)).toThrow(
      /S3_BUCKET: S3_BUCKET is required when S3_ENDPOINT and S3_ACCESS_KEY_ID are set/,
    );
    expect(() => s3StorageSettings(env)).toThrow(/S3_BUCKET is required/);
  });

  it('stops the start on half a key pair, naming the missing half', () => {
    expect(() => readServerEnv({ ...MINIO, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID/,
    );
    expect(() => readServerEnv({ ...MINIO, S3_ACCESS_KEY_ID: undefined })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY/,
    );
  });

  it('names every malformed S3 variable at once', () => {
    expect(() =>
      readServerEnv({
        ...MINIO,
        S3_BUCKET: 'Tienda_Uploads',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toThrow(
      /S3_BUCKET must be a bucket name.*\n.*S3_ENDPOINT must be an http\(s\) URL.*\n.*S3_FORCE_PATH_STYLE must be 1, true, 0 or false/s,
    );
  });
});
