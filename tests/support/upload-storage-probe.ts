// Run by tests/unit/upload-storage-lazy.test.ts in a process of its own (node --import tsx,
// react-server condition): chooses the upload storage as the app does, then prints how many
// modules of the AWS SDK the process has loaded, before and after the storage's first use.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sdkModules = () =>
  Object.keys(require.cache).filter((file) => file.includes('@aws-sdk')).length;

const { uploadStorage } = await import('@/lib/server/gallery/storage');
const storage = uploadStorage();
const chosen = sdkModules();
// A read of a key that is no upload key answers null without asking the store.
await storage.get('not-an-upload-key');
console.log(JSON.stringify({ chosen, used: sdkModules() }));
