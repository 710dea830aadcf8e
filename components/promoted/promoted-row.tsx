import 'server-only';

import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import type { PromotedUser } from '@/lib/api/schemas/promoted';
import { initialsOf } from '@/lib/domain/accounts/account-menu';
import {
  PROMOTED_PATH,
  type PromotedFilters,
  promotedParams,
} from '@/lib/domain/promoted/promoted-list';
import { pageHref } from '@/lib/domain/request/paging';

import { FollowButton, type FollowButtonLabels } from './follow-button';

/** One promoted person: photo, name, a link to the people they brought, and the follow button. */
export async function PromotedRow({
  person,
  base,
  filters,
  labels,
  toaster,
}: {
  person: PromotedUser;
  base: string;
  filters: PromotedFilters;
  labels: FollowButtonLabels;
  toaster: string;
}) {
  const t = await getTranslations('promoted');
  const below = pageHref(
    base,
    PROMOTED_PATH,
    promotedParams({ parent: person.id, label: person.name, onlyChildren: filters.onlyChildren }),
    1,
  );
  return (
    <li data-promoted={person.id} className="flex items-center gap-3 py-3">
      {person.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a user photo of any origin
        <img
          src={person.image}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full bg-gray-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gray-200 font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100"
        >
          {initialsOf(person.name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{person.name}</p>
        {person.promoted > 0 ? (
          <Link href={below} className="text-sm text-blue-800 underline dark:text-blue-300">
            {t('theirPromoted', { count: person.promoted })}
            <span className="sr-only">: {person.name}</span>
          </Link>
        ) : null}
      </div>
      <FollowButton
        userId={person.id}
        whom={t('whom', { name: person.name })}
        following={person.state_follow === 'following'}
        labels={labels}
        toaster={toaster}
      />
    </li>
  );
}
