import { useEffect, useState } from 'react';

/** True until `deadline` (ms since epoch) has passed; re-renders once when it does. */
export function useUntil(deadline: number): boolean {
  const [, setExpired] = useState(0);
  const active = deadline > Date.now();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setExpired((n) => n + 1), deadline - Date.now() + 10);
    return () => clearTimeout(timer);
  }, [active, deadline]);
  return active;
}
