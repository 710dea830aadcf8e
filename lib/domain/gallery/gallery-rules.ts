import { z } from 'zod';

import type { GalleryKind } from '@/lib/domain/vocabulary';

/**
 * What each kind of gallery upload accepts (spec 01 §5, §9; issue 4's profile photo). The file's
 * bytes decide its type (lib/server/gallery/sniff-image.ts); these rules only say which types and
 * how many bytes a kind takes. Pure: the shared limit (`UPLOAD_MAX_MB`) is passed in.
 */

/** Image types the gallery can store at all; each kind allows some of them. */
export const GALLERY_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/webp',
] as const;
export type GalleryContentType = (typeof GALLERY_CONTENT_TYPES)[number];

/** A megabyte as the rejection message shows it: 4,000,000 bytes read "4MB". */
export const BYTES_PER_MB = 1_000_000;
/** The shared upload limit (`UPLOAD_MAX_MB`) when the deployment does not set one. */
export const DEFAULT_UPLOAD_MAX_MB = 5;
/** `UPLOAD_MAX_MB`: megabytes, 0.1–100 (validated at start by lib/env.ts). */
export const uploadMaxMbSchema = z.coerce
  .number({ error: 'UPLOAD_MAX_MB must be a number of megabytes, e.g. 5' })
  .min(0.1)
  .max(100);

/** The shared limit from the variable's text: blank or unset means the default. */
export function parseUploadMaxMb(value: string | undefined): number {
  return value?.trim() ? uploadMaxMbSchema.parse(value) : DEFAULT_UPLOAD_MAX_MB;
}

/** Room for the multipart envelope and the text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** `colors=N` asks for the N main colours; `colors=true` for the spec's default. */
export const DEFAULT_MAIN_COLORS = 5;
export const MAX_MAIN_COLORS = 10;

/** How long the rejection toast stays (spec 01 §9): the full message 15 s, the short variant 10 s. */
export const UPLOAD_REJECTION_SHOWN_MS = 15_000;
export const UPLOAD_REJECTION_VARIANT_SHOWN_MS = 10_000;

/** File extensions as the spec lists them per kind; the message shows them in this order. */
type Extension = '.jpeg' | '.jpg' | '.png' | '.svg' | '.webp';

const EXTENSION_TYPES: Record<Extension, GalleryContentType> = {
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** The extension a stored file gets from its (sniffed) type. */
export const STORED_EXTENSION: Record<GalleryContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

interface KindSpec {
  /** Extensions shown in the rejection message (spec 01 §5). */
  formats: readonly Extension[];
  /** A fixed limit in bytes, or the deployment's shared limit. */
  maxBytes: number | 'shared';
}

const KIND_SPECS: Record<GalleryKind, KindSpec> = {
  profile_photo: { formats: ['.jpeg', '.png', '.webp'], maxBytes: 4_000_000 },
  shop_photo: { formats: ['.jpg', '.jpeg', '.png', '.svg'], maxBytes: 4_000_000 },
  banner_desktop: { formats: ['.jpeg', '.png', '.svg'], maxBytes: 'shared' },
  banner_mobile: { formats: ['.jpg', '.jpeg', '.png', '.svg'], maxBytes: 'shared' },
  catalogue_photo: { formats: ['.jpeg', '.png', '.jpg', '.svg'], maxBytes: 'shared' },
  header_background: { formats: ['.jpeg', '.png', '.svg'], maxBytes: 'shared' },
  product_photo: { formats: ['.jpeg', '.jpg', '.png', '.webp', '.svg'], maxBytes: 'shared' },
  // Spec 02 §5 "maximum image size for return photos" (value not shown): 4 MB, no SVG.
  return_photo: { formats: ['.jpeg', '.jpg', '.png', '.webp'], maxBytes: 4_000_000 },
  // A review's photos (issue 21; limits not shown): as a return's.
  review_photo: { formats: ['.jpeg', '.jpg', '.png', '.webp'], maxBytes: 4_000_000 },
  // A blog entry's cover and body images (issue 20; limits not shown): as a catalogue photo's, no SVG.
  blog_image: { formats: ['.jpeg', '.jpg', '.png', '.webp'], maxBytes: 'shared' },
};

export interface GalleryRule {
  kind: GalleryKind;
  contentTypes: readonly GalleryContentType[];
  /** '.jpeg, .png, .svg' — for the rejection message. */
  formats: string;
  maxBytes: number;
  /** The limit in MB as the message shows it ('4', '2.5'). */
  maxMb: string;
  /** Uploaded for a shop, by one of its admins (banners, shop and catalogue photos, headers). */
  belongsToShop: boolean;
  /** Uploaded for a supplier, by those who edit its items (item photos). */
  belongsToSupplier: boolean;
  /** For `<input type="file" accept>`: the MIME types and the extensions. */
  accept: string;
}

export function belongsToShop(kind: GalleryKind): boolean {
  return (
    kind !== 'profile_photo' &&
    kind !== 'return_photo' &&
    kind !== 'review_photo' &&
    !belongsToSupplier(kind)
  );
}

export function belongsToSupplier(kind: GalleryKind): boolean {
  return kind === 'product_photo';
}

/** Bytes shown as whole or one-decimal megabytes: 4000000 → '4', 2500000 → '2.5'. */
export function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / BYTES_PER_MB) * 10) / 10);
}

/** The shared limit in bytes from `UPLOAD_MAX_MB`. */
export function sharedLimitBytes(sharedMaxMb: number): number {
  return Math.round(sharedMaxMb * BYTES_PER_MB);
}

export function galleryRule(kind: GalleryKind, sharedMaxMb: number): GalleryRule {
  const spec = KIND_SPECS[kind];
  const maxBytes = spec.maxBytes === 'shared' ? sharedLimitBytes(sharedMaxMb) : spec.maxBytes;
  const contentTypes = [...new Set(spec.formats.map((ext) => EXTENSION_TYPES[ext]))];
  return {
    kind,
    contentTypes,
    formats: spec.formats.join(', '),
    maxBytes,
    maxMb: formatMegabytes(maxBytes),
    belongsToShop: belongsToShop(kind),
    belongsToSupplier: belongsToSupplier(kind),
    accept: [...contentTypes, ...spec.formats].join(','),
  };
}

/** The largest file any kind takes. */
export function largestUploadBytes(sharedMaxMb: number): number {
  return Math.max(
    ...Object.values(KIND_SPECS).map((spec) =>
      spec.maxBytes === 'shared' ? sharedLimitBytes(sharedMaxMb) : spec.maxBytes,
    ),
  );
}

/** The most an upload request may send: the largest file plus the multipart envelope. */
export function uploadRequestCap(sharedMaxMb: number): number {
  return largestUploadBytes(sharedMaxMb) + MULTIPART_OVERHEAD_BYTES;
}

export type UploadRejectionCode = 'image_too_large' | 'image_type_not_allowed';

/**
 * Why an upload is refused, or null when the kind takes it. `contentType` is what the bytes are
 * (null when they are no image we know); `fileName` is the name the browser sent: when its
 * extension names an image type, it must agree with the bytes (a PNG named `logo.svg`, a text
 * file named `photo.png`), else the file is not what it claims to be.
 */
export function uploadRejection(
  rule: GalleryRule,
  file: { bytes: number; contentType: string | null; fileName?: string },
): UploadRejectionCode | null {
  if (file.bytes > rule.maxBytes) return 'image_too_large';
  const { contentType } = file;
  if (!contentType || !(rule.contentTypes as readonly string[]).includes(contentType)) {
    return 'image_type_not_allowed';
  }
  const named = contentTypeOfFileName(file.fileName);
  if (named && named !== contentType) return 'image_type_not_allowed';
  return null;
}

/** The image type a file name's extension claims, or null for none or an unknown one. */
export function contentTypeOfFileName(fileName: string | undefined): GalleryContentType | null {
  const match = /\.[a-z0-9]+$/i.exec(fileName?.trim() ?? '');
  if (!match) return null;
  return EXTENSION_TYPES[match[0].toLowerCase() as Extension] ?? null;
}

/** `colors` as the form sends it: a count 1–10, `true` for the default 5, blank or `false` for none. */
export function requestedColorCount(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '' || value === 'false') return undefined;
  if (value === true || value === 'true') return DEFAULT_MAIN_COLORS;
  return Number(value);
}
