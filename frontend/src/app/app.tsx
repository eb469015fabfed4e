import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '@/lib/store';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createRouter);
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
