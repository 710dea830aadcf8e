import type { SVGProps } from 'react';

/**
 * Small line icons of the nav bar (24×24, current colour); decorative, so hidden from readers.
 * The stroke (current colour, 2 wide, round) and no fill are the `line-icon` component class of
 * app/globals.css: the nav bar draws about seven on every shop page, twice (issue 23).
 */
export function LineIcon({ children, className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={className ? `line-icon ${className}` : 'line-icon'}
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
);

export const CartIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21.5 8H6" />
  </LineIcon>
);

export const MenuIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

export const MoonIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11Z" />
  </LineIcon>
);

export const SunIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </LineIcon>
);

export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

export const PencilIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
  </LineIcon>
);

export const TrashIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3" />
  </LineIcon>
);
