'use client';

import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { cn } from '@/components/ui/class-names';
import { Notice } from '@/components/ui/notice';
import { useToast } from '@/components/ui/toaster';
import { pageQueryClient } from '@/lib/client/cart/query-client';
import { followRequests } from '@/lib/client/requests/follows';
import { useHydrated } from '@/lib/client/use-hydrated';

export interface FollowButtonLabels {
  follow: string;
  following: string;
  /** Read while a change is on its way (the loading state). */
  saving: string;
  /** Spec 03 §8: 'Error in subscription' with 'Follow action fail. Please try later'. */
  failedTitle: string;
  failed: string;
}

export interface FollowButtonProps {
  userId: string;
  /** Who, for the accessible name ("Seguir a Paola Medina"). */
  whom: string;
  /** Whether the viewer follows them, as the page was rendered. */
  following: boolean;
  labels: FollowButtonLabels;
  /** The page's Toaster (one for every row). */
  toaster: string;
}

/** Spec 03 §9: notifications stay 4 to 7 s. */
const TOAST_MS = 6_000;

/** The query key of whether the viewer follows someone. */
export const followKey = (userId: string) => ['follow', userId] as const;

const BASE =
  'inline-flex min-h-9 min-w-28 shrink-0 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 aria-disabled:cursor-wait';
const FOLLOWING =
  'bg-white text-gray-900 ring-1 ring-gray-400 hover:bg-gray-100 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-500 dark:hover:bg-gray-800';
const NOT_FOLLOWING =
  'bg-gray-900 text-white hover:bg-gray-700 dark:bg-white dark:text-gray-900 dark:hover:bg-gray-200';

function Follow({ userId, whom, following, labels, toaster }: FollowButtonProps) {
  const client = useQueryClient();
  const key = followKey(userId);
  const alert = useToast({ toaster, role: 'alert', duration: TOAST_MS });
  const state = useQuery({
    queryKey: key,
    queryFn: () => following,
    initialData: following,
    enabled: false,
  });
  const mutation = useMutation({
    mutationFn: async (next: boolean) => {
      const answer = next
        ? await followRequests.follow(userId)
        : await followRequests.unfollow(userId);
      if (!answer.ok) throw new Error(`${answer.status} ${answer.error.code}`);
    },
    // Applied at once (spec 03 §4 "Follow is applied optimistically and reverted on failure").
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<boolean>(key) ?? following;
      client.setQueryData(key, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      console.error('[promoted] follow failed', error);
      client.setQueryData(key, context?.previous ?? following);
      alert.showCustom(
        <Notice role="alert" tone="error" as="div" className="w-full shadow-lg">
          <p className="font-semibold">{labels.failedTitle}</p>
          <p>{labels.failed}</p>
        </Notice>,
      );
    },
  });
  const on = state.data;
  const busy = mutation.isPending;
  // The server's HTML shows the state; the button acts once the page's script runs.
  const ready = useHydrated();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-follow-state={busy ? 'loading' : on ? 'following' : 'not_following'}
      data-ready={ready || undefined}
      onClick={() => {
        if (!busy) mutation.mutate(!on);
      }}
      className={cn(BASE, on ? FOLLOWING : NOT_FOLLOWING)}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      ) : null}
      <span>{on ? labels.following : labels.follow}</span>
      <span className="sr-only">
        {' '}
        {whom}
        {busy ? `, ${labels.saving}` : ''}
      </span>
    </button>
  );
}

/**
 * A promoted person's follow button (spec 03 §2 "Promoted list", §4 "Follow"): following, not
 * following, or loading while the change is on its way. The change shows at once and is undone,
 * with the spec's toast, when the API refuses it or cannot be reached. A pressed toggle named
 * after the person; the page's HTML carries the state as rendered.
 */
export function FollowButton(props: FollowButtonProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <Follow {...props} />
    </QueryClientProvider>
  );
}
