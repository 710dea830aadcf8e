import Link from '@/components/ui/link';

const TAB =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';
const TAB_IDLE = `${TAB} border-gray-300 hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800`;
const TAB_CURRENT = `${TAB} border-gray-900 bg-gray-900 text-white dark:border-white dark:bg-white dark:text-gray-900`;

/**
 * A row of links to the same page under another choice (a supplier, a state), the current one
 * marked `aria-current="page"`: works without script, as a filter should on a read page.
 */
export function LinkTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { key: string; href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.current ? 'page' : undefined}
          className={tab.current ? TAB_CURRENT : TAB_IDLE}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
