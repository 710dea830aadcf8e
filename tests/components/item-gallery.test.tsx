import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ItemGallery } from '@/components/storefront/item/item-gallery';

import { renderWithIntl } from '../support/render-with-intl';

// Embla measures slides, which happy-dom does not lay out: a stand-in carousel with the same API
// surface keeps these tests about the island (the real one runs in e2e/item-page.spec.ts).
// (The island fetches embla when the visitor reaches for it: `useLazyEmbla` imports this module.)
vi.mock('embla-carousel', () => {
  function fakeCarousel(count: () => number) {
    let index = 0;
    const listeners = new Set<() => void>();
    const api = {
      selectedScrollSnap: () => index,
      scrollTo: (to: number) => {
        index = Math.max(0, Math.min(count() - 1, to));
        listeners.forEach((listener) => listener());
      },
      on: (_event: string, listener: () => void) => (listeners.add(listener), api),
      off: (_event: string, listener: () => void) => (listeners.delete(listener), api),
      destroy: () => listeners.clear(),
    };
    return api;
  }
  return {
    default: (node: HTMLElement) =>
      fakeCarousel(() => node.firstElementChild?.childElementCount ?? 0),
  };
});

const photos = ['/demo/products/a.svg', '/demo/products/b.svg', '/demo/products/c.svg'];

describe('item gallery', () => {
  it('shows every photo as a slide, the first loaded at once and the rest lazily', () => {
    renderWithIntl(<ItemGallery photos={photos} name="Playera" />);
    const carousel = screen.getByRole('region', { name: 'Fotos de Playera' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Foto 1 de 3',
      'Foto 2 de 3',
      'Foto 3 de 3',
    ]);
    const images = within(carousel).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Playera, foto 1 de 3',
      'Playera, foto 2 de 3',
      'Playera, foto 3 de 3',
    ]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('links each thumbnail to its photo, so they work without JavaScript', () => {
    renderWithIntl(<ItemGallery photos={photos} name="Playera" />);
    const thumbs = within(screen.getByRole('list', { name: 'Elegir foto' })).getAllByRole('link');
    expect(thumbs.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Foto 1 de 3', '#item-photo-1'],
      ['Foto 2 de 3', '#item-photo-2'],
      ['Foto 3 de 3', '#item-photo-3'],
    ]);
    expect(document.getElementById('item-photo-3')).toHaveAttribute('aria-label', 'Foto 3 de 3');
  });

  it('moves with the previous/next buttons and the thumbnails once the carousel runs', async () => {
    renderWithIntl(<ItemGallery photos={photos} name="Playera" />, 'en');
    const next = await screen.findByRole('button', { name: 'Next photo' });
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    expect(previous).toBeDisabled();
    const thumbs = within(screen.getByRole('list', { name: 'Choose a photo' })).getAllByRole(
      'link',
    );
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(next);
    expect(
      await screen.findByText('Photo 2 of 3', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(thumbs[2]!);
    expect(
      await screen.findByText('Photo 3 of 3', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Photos of Playera' }), {
      key: 'ArrowLeft',
    });
    expect(
      await screen.findByText('Photo 2 of 3', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
  });

  it('shows a single photo with its plain name and no controls', () => {
    renderWithIntl(<ItemGallery photos={photos.slice(0, 1)} name="Playera" />);
    expect(screen.getByRole('img', { name: 'Playera' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('item gallery without JavaScript', () => {
  it('is a scroll-snap strip with thumbnail links and no buttons in the server HTML', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { NextIntlClientProvider } = await import('next-intl');
    const es = (await import('@/messages/es.json')).default;
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="es" messages={es} timeZone="America/Mexico_City">
        <ItemGallery photos={photos} name="Playera" />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('snap-x snap-mandatory overflow-x-auto');
    expect(html).toContain('href="#item-photo-2"');
    expect(html).not.toContain('<button');
  });
});
