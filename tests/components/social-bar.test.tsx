import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SocialBar } from '@/components/storefront/theme/social-bar';

import { renderWithIntl } from '../support/render-with-intl';
import { testShop } from '../support/shop-fixture';

afterEach(() => vi.unstubAllGlobals());

describe('social links bar', () => {
  it('links only the networks the shop has, named for screen readers, twitch on .tv', () => {
    renderWithIntl(
      <SocialBar
        shop={testShop({
          name: 'Tienda Demo',
          twitch: 'tiendademo',
          instagram: 'tiendademo.mx',
          discord: 'https://discord.gg/td',
        })}
        base="/"
      />,
    );
    const bar = screen.getByRole('region', { name: 'Tienda Demo en redes sociales' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Tienda Demo en Instagram', 'https://instagram.com/tiendademo.mx'],
      ['Tienda Demo en Twitch', 'https://twitch.tv/tiendademo'],
      ['Tienda Demo en Discord', 'https://discord.gg/td'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shares with a popover of the shop's address whose copy button turns 'copiar' into 'copiado'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderWithIntl(<SocialBar shop={testShop({ slug: 'demo' })} base="/" />);
    const share = screen.getByRole('button', { name: 'Compartir' });
    expect(share).toHaveAttribute('popovertarget');
    const popover = document.getElementById(share.getAttribute('popovertarget')!)!;
    // The popover's body is a deferred chunk: drawn on the client, it comes at once.
    expect(await within(popover).findByLabelText('Dirección de la tienda')).toHaveValue(
      'http://demo.localhost:3000/',
    );
    await act(async () => fireEvent.click(within(popover).getByRole('button', { name: 'copiar' })));
    expect(writeText).toHaveBeenCalledWith('http://demo.localhost:3000/');
    expect(within(popover).getByRole('button', { name: 'copiado' })).toBeInTheDocument();
  });

  it('uses the system share sheet when the browser has one', () => {
    const shareSheet = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: shareSheet });
    renderWithIntl(
      <SocialBar shop={testShop({ slug: 'demo', name: 'Tienda Demo' })} base="/" />,
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(shareSheet).toHaveBeenCalledWith({
      title: 'Tienda Demo',
      url: 'http://demo.localhost:3000/',
    });
  });
});
