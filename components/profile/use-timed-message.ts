'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that hides itself `hideAfterMs` after it was shown (spec 02 §8: upload errors, 10 s). */
export function useTimedMessage(hideAfterMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), hideAfterMs);
    },
    [hideAfterMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
