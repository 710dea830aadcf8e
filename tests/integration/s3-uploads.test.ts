import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { GET as serveUpload } from '@/app/uploads/[key]/route';
import { type S3StorageSettings, s3StorageSettings } from '@/lib/domain/gallery/s3-storage-env';
import { closeSharedS3Client, sharedS3Client } from '@/lib/server/gallery/s3-client';
import { s3Storage } from '@/lib/server/gallery/s3-storage';
import type { UploadStorage } from '@/lib/server/gallery/storage';
import { newPrivateFileKey, newUploadKey } from '@/lib/server/gallery/upload-keys';
import { createApiApp } from '@/lib/server/http/app';
import { logger } from '@/lib/server/log/logger';

import { createSessionCookie, createUser } from '../support/factories';
import { CLEAN_SVG, solidImage } from '../support/gallery-images';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Uploads in an S3-compatible bucket (issue 22): what one instance stores, every instance serves. */
describe('upload storage in an S3-compatible bucket (s3rver)', () => {
  let server: TestS3Server;
  let settings: S3StorageSettings;
  let storage: UploadStorage;
  /** A second client, as another instance of the app would have: it sees only the bucket. */
  let otherInstance: S3Client;

  const objectOf = (key: string) =>
    otherInstance.send(new HeadObjectCommand({ Bucket: server.bucket, Key: key })).then(
      (head) => ({ contentType: head.ContentType, bytes: head.ContentLength }),
      (error: { name?: string }) => {
        if (error.name === 'NotFound') return null;
        throw error;
      },
    );

  beforeAll(async () => {
    server = await startS3Server();
    settings = s3StorageSettings(server.env)!;
    storage = s3Storage(sharedS3Client(settings), settings.bucket);
    otherInstance = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      credentials: settings.credentials,
      forcePathStyle: true,
    });
  });

  afterAll(async () => {
    otherInstance?.destroy();
    closeSharedS3Client();
    await server?.stop();
  });

  describe('the driver', () => {
    it('stores bytes under their key with their type and gives the same bytes back', async () => {
      const png = new Uint8Array(await solidImage('png'));
      const key = newUploadKey('image/png');
      await storage.put(key, png, 'image/png');

      expect(await storage.get(key)).toEqual(png);
      expect(await objectOf(key)).toEqual({ contentType: 'image/png', bytes: png.byteLength });
      expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    });

    it('answers null for a key that was never stored or is not an upload key', async () => {
      expect(await storage.get(newUploadKey('image/webp'))).toBeNull();
      expect(await storage.get('../../etc/passwd')).toBeNull();
    });

    it('removes an object, and removing it again is not an error', async () => {
      const key = newUploadKey('image/svg+xml');
      await storage.put(key, new TextEncoder().encode(CLEAN_SVG), 'image/svg+xml');
      await storage.remove(key);

      expect(await storage.get(key)).toBeNull();
      expect(await objectOf(key)).toBeNull();
      await expect(storage.remove(key)).resolves.toBeUndefined();
    });

    it('refuses to write or remove a name that is not an upload key', async () => {
      await expect(storage.put('other/file.png', new Uint8Array(1), 'image/png')).rejects.toThrow(
        /not an upload key/,
      );
      await expect(storage.remove('other/file.png')).rejects.toThrow(/not an upload key/);
    });

    it('keeps private files (digital items) under private/, streams them back and removes them', async () => {
      const bytes = new TextEncoder().encode('%PDF-1.7 guía');
      const key = newPrivateFileKey('sup_tecno');
      expect(key).toMatch(/^private\/sup_tecno\/[A-Za-z0-9_-]{22}$/);
      await storage.putPrivate(key, bytes);
      expect(await objectOf(key)).toEqual({
        contentType: 'application/octet-stream',
        bytes: bytes.byteLength,
      });
      const read = await storage.readPrivate(key);
      expect(read?.size).toBe(bytes.byteLength);
      expect(new Uint8Array(await new Response(read!.body).arrayBuffer())).toEqual(bytes);
      // The gallery's reads never reach it.
      expect(await storage.get(key)).toBeNull();
      await storage.removePrivate(key);
      expect(await storage.readPrivate(key)).toBeNull();
      await expect(storage.putPrivate('other/file', bytes)).rejects.toThrow(
        /not a private file key/,
      );
    });

    it('reports a bucket that does not exist as a failure, not as a missing file', async () => {
      const wrongBucket = s3Storage(sharedS3Client(settings), 'no-such-bucket');
      await expect(wrongBucket.get(newUploadKey('image/png'))).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
    });
  });

  describe('the gallery on S3 through the API', () => {
    let database: TestDatabase;
    let api: ReturnType<typeof createApiApp>;
    let dataDir: string;
    let cookie: string;

    const fetchUpload = (url: string) => {
      const key = url.replace(/^\/uploads\//, '');
      return serveUpload(new Request(`http://localhost${url}`), {
        params: Promise.resolve({ key }),
      });
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-s3-gallery-'));
      vi.stubEnv('DATA_DIR', dataDir);
      for (const [name, value] of Object.entries(server.env)) vi.stubEnv(name, value);
      database = await createTestDatabase('pglite');
      api = createApiApp({ database: async () => database });
      const user = await createUser(database.db, { level: 0 });
      cookie = await createSessionCookie(database.db, user.id);
    });

    afterAll(async () => {
      vi.unstubAllEnvs();
      await database?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('stores an uploaded photo in the bucket, serves the same bytes at /uploads/, and deletes it', async () => {
      const png = new Uint8Array(await solidImage('png', { width: 6, height: 4 }));
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'yo.png');
      form.append('kind', 'profile_photo');
      const created = await api.request('/api/gallery', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', cookie },
        body: form,
      });
      const image = (await created.json()) as { id: string; url: string };
      expect(created.status, JSON.stringify(image)).toBe(201);
      expect(image.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
      const key = image.url.slice('/uploads/'.length);

      // In the bucket, where another instance finds it; nothing on this instance's disk.
      expect(await objectOf(key)).toEqual({ contentType: 'image/png', bytes: png.byteLength });
      expect(await readdir(dataDir)).toEqual([]);

      const served = await fetchUpload(image.url);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');

      const removed = await api.request(`/api/gallery/${image.id}`, {
        method: 'DELETE',
        headers: { 'sec-fetch-site': 'same-origin', cookie },
      });
      expect(removed.status).toBe(204);
      expect(await objectOf(key)).toBeNull();
      const gone = await fetchUpload(image.url);
      expect(gone.status).toBe(404);
      expect(gone.headers.get('cache-control')).toBe('no-store');
    });

    it('answers 503, not cached, while the bucket cannot be read (not a 404 a CDN would keep)', async () => {
      const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
      vi.stubEnv('S3_BUCKET', 'no-such-bucket');
      try {
        const res = await fetchUpload(`/uploads/${newUploadKey('image/png')}`);
        expect(res.status).toBe(503);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('retry-after')).toBe('5');
        expect(errors).toHaveBeenCalledWith(
          { err: expect.anything() },
          'upload storage read failed',
        );
      } finally {
        vi.stubEnv('S3_BUCKET', server.env.S3_BUCKET!);
        errors.mockRestore();
      }
    });
  });
});
