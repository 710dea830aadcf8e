import 'server-only';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';

import type { UploadStorage } from './storage';
import { isPrivateFileKey, isUploadKey } from './upload-keys';

/**
 * The S3-compatible driver: each upload is the object `<key>` of `bucket`, so every instance
 * serves what any of them stored. Browsers still load it from this site (`/uploads/<key>`,
 * app/uploads/[key]/route.ts): the upload's own Content-Security-Policy, type and year-long
 * caching stay the app's, and the bucket needs no public access.
 */
export function s3Storage(client: S3Client, bucket: string): UploadStorage {
  const checked = (key: string) => {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    return key;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
      } catch (error) {
        // S3 answers 204 for a key that is not there; some compatible stores answer 404.
        if (!isMissingObject(error)) throw error;
      }
    },
    publicUrl: (key) => `${UPLOADS_PATH}${key}`,
    // Private files are objects `private/<supplier id>/<random>` of the same bucket, which has no
    // public access: only the app's signed download links read them.
    async putPrivate(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedPrivate(key),
          Body: bytes,
          ContentType: 'application/octet-stream',
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async readPrivate(key) {
      if (!isPrivateFileKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream(), size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async removePrivate(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedPrivate(key) }));
      } catch (error) {
        if (!isMissingObject(error)) throw error;
      }
    },
  };
}

function checkedPrivate(key: string) {
  if (!isPrivateFileKey(key)) throw new Error(`not a private file key: ${key}`);
  return key;
}

/** `NoSuchKey`, or a bare 404 (stores that do not name the error). A missing bucket is not this. */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      (error.name !== 'NoSuchBucket' && error.$metadata.httpStatusCode === 404))
  );
}
