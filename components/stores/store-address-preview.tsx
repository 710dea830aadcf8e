/** Where the new store will answer: its sub-domain and its path on the platform. */
export function StoreAddressPreview({
  slug,
  rootDomain,
  label,
}: {
  slug: string;
  rootDomain: string;
  label: string;
}) {
  const shown = slug.trim().toLowerCase() || '…';
  return (
    <div
      className="rounded-lg bg-gray-50 p-3 text-sm dark:bg-gray-900"
      data-testid="store-address-preview"
    >
      <p className="font-medium">{label}</p>
      <ul className="mt-1 space-y-0.5 font-mono break-all text-gray-800 dark:text-gray-200">
        <li>
          {shown}.{rootDomain}
        </li>
        <li>
          {rootDomain}/tienda/{shown}/
        </li>
      </ul>
    </div>
  );
}
