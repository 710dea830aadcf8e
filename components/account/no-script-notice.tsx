/** What a visitor without JavaScript reads above a form that needs it (sign-up, login, PIN). */
export function NoScriptNotice({ message }: { message: string }) {
  return (
    <noscript>
      <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        {message}
      </p>
    </noscript>
  );
}
