/** A full page load of `href` (one seam, so component tests can watch where a form goes). */
export function navigateTo(href: string): void {
  window.location.assign(href);
}
