'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import Link from '@/components/ui/link';
import { isCurrentMenuPath } from '@/lib/domain/shop/admin-menu';

/**
 * An entry of the side menu: marked `aria-current="page"` on its page and the pages under it. The
 * bar sits in the back office's layout, which stays mounted from page to page, so the mark follows
 * the address rather than the server's render.
 */
export function AdminMenuLink({
  href,
  path,
  label,
  className,
  children,
}: {
  href: string;
  /** The entry's page inside the shop (`admin/ordenes`). */
  path: string;
  /** The entry's name, shown as a tooltip when the bar is collapsed to its icons. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  const pathname = usePathname() ?? '';
  return (
    <Link
      href={href}
      title={label}
      className={className}
      aria-current={isCurrentMenuPath(pathname, path) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
