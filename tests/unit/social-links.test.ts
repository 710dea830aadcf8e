import { describe, expect, it } from 'vitest';

import { socialLinks } from '@/lib/domain/shop/social-links';

const none = {
  facebook: null,
  instagram: null,
  twitter: null,
  youtube: null,
  twitch: null,
  kick: null,
  discord: null,
};

describe('social links', () => {
  it('builds {network}.com/{handle} links, twitch on .tv, discord as its URL, in the bar order', () => {
    expect(
      socialLinks({
        discord: 'https://discord.gg/tiendademo',
        kick: 'tiendademo',
        twitch: '@tiendademo',
        youtube: '@tiendademo',
        twitter: 'tiendademo',
        instagram: 'tiendademo.mx',
        facebook: 'tiendademo',
      }),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/tiendademo' },
      { network: 'instagram', url: 'https://instagram.com/tiendademo.mx' },
      { network: 'twitter', url: 'https://twitter.com/tiendademo' },
      { network: 'youtube', url: 'https://youtube.com/@tiendademo' },
      { network: 'twitch', url: 'https://twitch.tv/tiendademo' },
      { network: 'kick', url: 'https://kick.com/tiendademo' },
      { network: 'discord', url: 'https://discord.gg/tiendademo' },
    ]);
  });

  it('shows only the networks that are set and skips values that are not handles or web addresses', () => {
    expect(
      socialLinks({
        ...none,
        instagram: '  ',
        facebook: 'bad handle!',
        kick: 'javascript:alert(1)',
      }),
    ).toEqual([]);
    expect(socialLinks({ ...none, facebook: 'https://facebook.com/pages/Mi-Tienda' })).toEqual([
      { network: 'facebook', url: 'https://facebook.com/pages/Mi-Tienda' },
    ]);
  });

  it('accepts discord invites on discord hosts only', () => {
    expect(socialLinks({ ...none, discord: 'discord.gg/abc' })).toEqual([
      { network: 'discord', url: 'https://discord.gg/abc' },
    ]);
    expect(socialLinks({ ...none, discord: 'https://evil.example/discord.gg' })).toEqual([]);
  });
});
