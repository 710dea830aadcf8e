import { browserApiClient } from '@/lib/api/client';
import type { Profile, ProfileUpdate } from '@/lib/api/schemas/profile';
import { type AuthResult, authResult } from '@/lib/client/requests/auth-result';

/** Spec 02 §9: a failed profile fetch is retried 3 times, 3 s apart. */
export const PROFILE_RETRIES = 3;
export const PROFILE_RETRY_DELAY_MS = 3000;

const profile = () => browserApiClient().api.me.profile;

export function fetchProfile(): Promise<AuthResult<Profile>> {
  return authResult<Profile>(profile().$get());
}

export function saveProfile(json: ProfileUpdate): Promise<AuthResult<Profile>> {
  return authResult<Profile>(profile().$put({ json }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The profile, asking again up to 3 times 3 s apart when the answer is a failure other than
 * "not signed in" (retrying cannot fix a 401).
 */
export async function fetchProfileWithRetries(
  retries = PROFILE_RETRIES,
  delayMs = PROFILE_RETRY_DELAY_MS,
): Promise<AuthResult<Profile>> {
  let answer = await fetchProfile();
  for (let attempt = 0; attempt < retries && !answer.ok && answer.status !== 401; attempt++) {
    await wait(delayMs);
    answer = await fetchProfile();
  }
  return answer;
}

/** What `POST /api/gallery` answers for an accepted image (the gallery's contract). */
export interface UploadedImage {
  id: string;
  url: string;
}

/** Uploads a profile photo to the gallery (multipart `file` + `kind=profile_photo`). */
export function uploadProfilePhoto(file: File): Promise<AuthResult<UploadedImage>> {
  const body = new FormData();
  body.set('file', file);
  body.set('kind', 'profile_photo');
  return authResult<UploadedImage>(fetch('/api/gallery', { method: 'POST', body }));
}
