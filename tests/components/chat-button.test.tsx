import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FloatingChat } from '@/components/storefront/theme/floating-chat';

import { renderWithIntl } from '../support/render-with-intl';
import { testShop } from '../support/shop-fixture';

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

const visit = (path: string) => window.history.replaceState(null, '', path);

/** The button is a chunk of its own (lazy-islands.tsx): let it arrive. */
async function settle() {
  await act(async () => {
    await import('@/components/storefront/theme/chat-button');
  });
}
const cafe = testShop({ slug: 'cafe', whatsapp_country_code: '52', whatsapp_phone: '9611234567' });
const moda = testShop({
  slug: 'moda',
  live_chat_license: '12345678',
  whatsapp_country_code: '52',
  whatsapp_phone: '5500000000',
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.__lc;
  delete window.LiveChatWidget;
});

describe('floating chat button', () => {
  it('shows WhatsApp on the home and the products list, not on the catalogues', async () => {
    for (const path of ['/tienda/cafe', '/tienda/cafe/productos']) {
      visit(path);
      const { unmount } = renderWithIntl(<FloatingChat shop={cafe} base="/tienda/cafe/" />);
      await settle();
      expect(await screen.findByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/529611234567',
      );
      unmount();
    }
    visit('/tienda/cafe/catalogos');
    renderWithIntl(<FloatingChat shop={cafe} base="/tienda/cafe/" />);
    await settle();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing for a shop with neither a licence nor both WhatsApp fields', () => {
    visit('/');
    const { container } = renderWithIntl(
      <FloatingChat shop={testShop({ whatsapp_phone: '5512345678' })} base="/" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the live chat with the licence only when the button is pressed', async () => {
    visit('/catalogos');
    renderWithIntl(<FloatingChat shop={moda} base="/" />, 'en');
    await settle();
    expect(document.querySelector('script[src*="livechatinc"]')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /Live chat/ }));
    const script = document.querySelector<HTMLScriptElement>(
      'script[src="https://cdn.livechatinc.com/tracking.js"]',
    );
    expect(script).not.toBeNull();
    expect(script?.dataset.license).toBe('12345678');
    expect(window.__lc?.license).toBe(12345678);
    expect(window.LiveChatWidget?._q).toEqual([['call', ['maximize']]]);
    expect(screen.getByText('Opening the chat…')).toBeInTheDocument();
    // A second press opens the same widget, no second script.
    fireEvent.click(screen.getByRole('button', { name: /Live chat/ }));
    expect(document.querySelectorAll('script[src*="livechatinc"]')).toHaveLength(1);
  });

  it("does not offer moda's live chat under the platform's address: WhatsApp stands in", async () => {
    visit('/tienda/moda');
    renderWithIntl(<FloatingChat shop={moda} base="/tienda/moda/" />);
    await settle();
    expect(screen.queryByRole('button', { name: /Chat en vivo/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/525500000000',
    );
  });
});
