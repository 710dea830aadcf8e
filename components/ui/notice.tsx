import type { ReactNode } from 'react';

import { cn } from './class-names';

const TONES = {
  success: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  progress: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
  info: 'bg-blue-50 text-blue-950 dark:bg-blue-950/50 dark:text-blue-100',
  warning: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  error: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

const SIZES = {
  /** A form's result line. */
  sm: 'rounded-lg p-3 text-sm',
  /** The same box in the body's text size. */
  md: 'rounded-lg p-3',
  /** A page's note (a block of its own). */
  lg: 'rounded-xl p-4 text-sm',
} as const;

export type NoticeTone = keyof typeof TONES;

export interface NoticeProps {
  /** `status` (polite) for results and progress, `alert` for failures; none for a plain note. */
  role?: 'status' | 'alert';
  /** `error` for an alert, `success` otherwise, unless told. */
  tone?: NoticeTone;
  size?: keyof typeof SIZES;
  /** The text; `null` keeps an empty live region in the page, so the next text is announced. */
  message?: ReactNode;
  /** Content richer than a line (a sentence and a link); takes the place of `message`. */
  children?: ReactNode;
  /** `div` when the content has blocks of its own (paragraphs, buttons). */
  as?: 'p' | 'div';
  id?: string;
  className?: string;
}

/**
 * An info, success, warning, error or progress message. With a `role` the element stays in the
 * page while empty (visually hidden), so a text put in it later is announced.
 */
export function Notice({
  role,
  tone = role === 'alert' ? 'error' : 'success',
  size = 'sm',
  message,
  children,
  as: Element = 'p',
  id,
  className,
}: NoticeProps) {
  const content = children ?? message;
  const empty = content === undefined || content === null || content === false || content === '';
  if (empty && !role) return null;
  return (
    <Element
      id={id}
      role={role}
      className={empty ? 'sr-only' : cn(SIZES[size], TONES[tone], className)}
    >
      {empty ? null : content}
    </Element>
  );
}
