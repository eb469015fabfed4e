import { useCallback, useState } from 'react';

const STORAGE_KEY = 'calendarSidebar';

function storedOpen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'collapsed';
  } catch {
    return true;
  }
}

/** Whether the calendar's sidebar is shown; the choice is remembered in this browser. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(storedOpen);
  const change = useCallback((next: boolean) => {
    setOpen(next);
    try {
      if (next) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, 'collapsed');
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
  }, []);
  return [open, change];
}
