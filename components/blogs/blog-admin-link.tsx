'use client';

import Link from '@/components/ui/link';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';

/**
 * A link only the shop's owner and admins see ('Escribir entrada', 'Editar'), after the page-wide
 * visitor request: the blog pages are cached and anonymous, so nothing of it is in their HTML.
 */
export function BlogAdminLink({
  shopSlug,
  href,
  label,
}: {
  shopSlug: string;
  href: string;
  label: string;
}) {
  const allowed = useMayOnShop(shopSlug, 'blogs.write');
  if (!allowed) return null;
  return (
    <Link
      href={href}
      className="bg-shop-1 focus-visible:outline-shop-1 inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {label}
    </Link>
  );
}
