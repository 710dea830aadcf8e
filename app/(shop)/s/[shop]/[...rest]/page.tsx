import { notFound } from 'next/navigation';

/** Any path a shop does not have: the shop's own 404, inside its layout. */
export default function UnknownShopPage() {
  notFound();
}
