import { isAdminPath, pathInsideShop } from '../paths/shop-paths';

export interface BreadcrumbStep {
  label: string;
  /** Omitted for the current page (the last step). */
  href?: string;
}

/**
 * The steps a breadcrumb shows (spec 01 §2 Theme 03): the trail without steps that lead into the
 * shop's administration, with the last step as the current page (no link).
 */
export function visibleBreadcrumbSteps(
  trail: readonly BreadcrumbStep[],
  base: string,
): BreadcrumbStep[] {
  const steps = trail.filter((step) => {
    if (!step.href) return true;
    const path = pathInsideShop(step.href.split(/[?#]/, 1)[0] ?? '', base);
    return path === null || !isAdminPath(path);
  });
  const last = steps.at(-1);
  if (last?.href) steps[steps.length - 1] = { label: last.label };
  return steps;
}
