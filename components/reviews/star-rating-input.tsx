'use client';

import { type KeyboardEvent, useRef } from 'react';

import { cn } from '@/components/ui/class-names';
import { REVIEW_RATINGS } from '@/lib/domain/reviews/review-rules';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowUp']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowDown']);

/**
 * 1 to 5 stars as a radio group (WAI-ARIA radio group pattern): one tab stop — the chosen star,
 * or the first — arrows move and choose (wrapping), Home and End go to 1 and 5, Space or a click
 * chooses. Each star is named ('1 estrella', '2 estrellas'…); the focused one shows a ring. `0`
 * is nothing chosen yet.
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  starLabel,
}: {
  value: number;
  onChange: (rating: number) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  starLabel: (rating: number) => string;
}) {
  const stars = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (rating: number) => {
    onChange(rating);
    stars.current[rating - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, rating: number) => {
    const last = REVIEW_RATINGS.length;
    let next: number | null = null;
    if (NEXT_KEYS.has(event.key)) next = rating === last ? 1 : rating + 1;
    else if (PREVIOUS_KEYS.has(event.key)) next = rating === 1 ? last : rating - 1;
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };
  const tabStop = value || 1;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex gap-1"
    >
      {REVIEW_RATINGS.map((rating) => (
        <button
          key={rating}
          ref={(element) => {
            stars.current[rating - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === rating}
          aria-label={starLabel(rating)}
          tabIndex={rating === tabStop ? 0 : -1}
          onClick={() => choose(rating)}
          onKeyDown={(event) => onKeyDown(event, rating)}
          className={cn(
            'flex size-11 items-center justify-center rounded-md text-3xl leading-none',
            'focus-visible:outline-shop-1 focus-visible:outline-2 focus-visible:outline-offset-2',
            rating <= value
              ? 'text-amber-600 dark:text-amber-400'
              : 'text-gray-500 dark:text-gray-400',
          )}
        >
          <span aria-hidden="true">{rating <= value ? '★' : '☆'}</span>
        </button>
      ))}
    </div>
  );
}
