import { describe, expect, it } from 'vitest';

import { GALLERY_KINDS } from '@/lib/domain/vocabulary';
import {
  belongsToShop,
  contentTypeOfFileName,
  DEFAULT_UPLOAD_MAX_MB,
  formatMegabytes,
  galleryRule,
  parseUploadMaxMb,
  requestedColorCount,
  uploadRejection,
  uploadRequestCap,
} from '@/lib/domain/gallery/gallery-rules';

describe('gallery rules per kind', () => {
  it('takes the spec types for each kind', () => {
    const types = (kind: (typeof GALLERY_KINDS)[number]) => galleryRule(kind, 5).contentTypes;
    expect(types('banner_desktop')).toEqual(['image/jpeg', 'image/png', 'image/svg+xml']);
    expect(types('banner_mobile')).toEqual(['image/jpeg', 'image/png', 'image/svg+xml']);
    expect(types('catalogue_photo')).toEqual(['image/jpeg', 'image/png', 'image/svg+xml']);
    expect(types('shop_photo')).toEqual(['image/jpeg', 'image/png', 'image/svg+xml']);
    expect(types('header_background')).toEqual(['image/jpeg', 'image/png', 'image/svg+xml']);
    expect(types('profile_photo')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });

  it('lists the formats as the rejection message shows them', () => {
    expect(galleryRule('header_background', 5).formats).toBe('.jpeg, .png, .svg');
    expect(galleryRule('banner_mobile', 5).formats).toBe('.jpg, .jpeg, .png, .svg');
    expect(galleryRule('profile_photo', 5).formats).toBe('.jpeg, .png, .webp');
    expect(galleryRule('shop_photo', 5).accept).toBe(
      'image/jpeg,image/png,image/svg+xml,.jpg,.jpeg,.png,.svg',
    );
  });

  it('limits shop and profile photos to 4,000,000 bytes and the rest to the shared limit', () => {
    expect(galleryRule('shop_photo', 5)).toMatchObject({ maxBytes: 4_000_000, maxMb: '4' });
    expect(galleryRule('profile_photo', 5)).toMatchObject({ maxBytes: 4_000_000, maxMb: '4' });
    for (const kind of [
      'banner_desktop',
      'banner_mobile',
      'catalogue_photo',
      'header_background',
    ] as const) {
      expect(galleryRule(kind, 5), kind).toMatchObject({ maxBytes: 5_000_000, maxMb: '5' });
      expect(galleryRule(kind, 2.5), kind).toMatchObject({ maxBytes: 2_500_000, maxMb: '2.5' });
    }
  });

  it('puts every kind but the profile photo in a shop', () => {
    expect(GALLERY_KINDS.filter(belongsToShop)).toEqual([
      'shop_photo',
      'banner_desktop',
      'banner_mobile',
      'catalogue_photo',
      'header_background',
      'blog_image',
    ]);
    expect(galleryRule('profile_photo', 5).belongsToShop).toBe(false);
  });

  it('caps a request at the largest kind plus room for the form', () => {
    expect(uploadRequestCap(5)).toBe(5_000_000 + 64 * 1024);
    expect(uploadRequestCap(1)).toBe(4_000_000 + 64 * 1024);
  });

  it('reads UPLOAD_MAX_MB, blank meaning the default, and refuses nonsense', () => {
    expect(parseUploadMaxMb(undefined)).toBe(DEFAULT_UPLOAD_MAX_MB);
    expect(parseUploadMaxMb(' ')).toBe(5);
    expect(parseUploadMaxMb('12')).toBe(12);
    expect(() => parseUploadMaxMb('mucho')).toThrow();
    expect(() => parseUploadMaxMb('0')).toThrow();
  });

  it('shows megabytes whole or with one decimal', () => {
    expect(formatMegabytes(4_000_000)).toBe('4');
    expect(formatMegabytes(1_500_000)).toBe('1.5');
  });
});

describe('upload rejection', () => {
  const banner = galleryRule('banner_desktop', 5);

  it('accepts an allowed type within the limit', () => {
    expect(
      uploadRejection(banner, { bytes: 10, contentType: 'image/png', fileName: 'a.png' }),
    ).toBeNull();
    expect(
      uploadRejection(banner, { bytes: 10, contentType: 'image/jpeg', fileName: 'foto.JPG' }),
    ).toBeNull();
    expect(
      uploadRejection(banner, { bytes: 10, contentType: 'image/png', fileName: 'sin-extension' }),
    ).toBeNull();
  });

  it('refuses a file over the limit before looking at its type', () => {
    expect(uploadRejection(banner, { bytes: 5_000_001, contentType: null })).toBe(
      'image_too_large',
    );
  });

  it('refuses unknown content and types the kind does not take', () => {
    expect(uploadRejection(banner, { bytes: 10, contentType: null, fileName: 'a.png' })).toBe(
      'image_type_not_allowed',
    );
    expect(uploadRejection(banner, { bytes: 10, contentType: 'image/gif' })).toBe(
      'image_type_not_allowed',
    );
    expect(uploadRejection(banner, { bytes: 10, contentType: 'image/webp' })).toBe(
      'image_type_not_allowed',
    );
    expect(
      uploadRejection(galleryRule('profile_photo', 5), { bytes: 10, contentType: 'image/svg+xml' }),
    ).toBe('image_type_not_allowed');
  });

  it('refuses a file whose name claims another image type than its bytes', () => {
    expect(
      uploadRejection(banner, { bytes: 10, contentType: 'image/png', fileName: 'logo.svg' }),
    ).toBe('image_type_not_allowed');
    expect(contentTypeOfFileName('logo.svg')).toBe('image/svg+xml');
    expect(contentTypeOfFileName('foto.jpeg')).toBe('image/jpeg');
    expect(contentTypeOfFileName('notas.txt')).toBeNull();
  });
});

describe('requested colour count', () => {
  it('takes a number, true for 5, and blank or false for none', () => {
    expect(requestedColorCount('3')).toBe(3);
    expect(requestedColorCount('true')).toBe(5);
    expect(requestedColorCount('')).toBeUndefined();
    expect(requestedColorCount('false')).toBeUndefined();
    expect(requestedColorCount(undefined)).toBeUndefined();
  });
});
