const TONES = {
  success: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  progress: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
  warning: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  error: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

/**
 * A form's result line. The live region is always in the page (so a new text is announced):
 * `status` for success and progress, `alert` for failures.
 */
export function Notice({
  role,
  tone = role === 'alert' ? 'error' : 'success',
  message,
}: {
  role: 'status' | 'alert';
  tone?: keyof typeof TONES;
  message: string | null;
}) {
  return (
    <p role={role} className={message ? `rounded-lg p-3 text-sm ${TONES[tone]}` : 'sr-only'}>
      {message}
    </p>
  );
}
