import type { Metadata } from 'next';

import type { ShopRouteParams } from '@/lib/server/storefront/shop-params';

import { InfoPage, infoPageMetadata } from '../_info/info-page';

export function generateMetadata({ params }: { params: ShopRouteParams }): Promise<Metadata> {
  return infoPageMetadata('privacidad', params);
}

export default function ShopInfoPage({ params }: { params: ShopRouteParams }) {
  return <InfoPage page="privacidad" params={params} />;
}
