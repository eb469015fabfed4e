// Base styles first, so the shared components' own CSS (bundled after it) wins ties, as it did inside styles.css.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/lib/i18n';
import { authApi } from '@/lib/auth';
import { createStore } from '@/lib/store';

const store = createStore();
// Ask who is signed in right away, while the first translations and chunks load.
store.dispatch(authApi.endpoints.getUser.initiate());
// The worker (ADR 033) is registered once the page has loaded, so neither its registration code
// nor its precache download competes with the first paint (ADR 041).
window.addEventListener('load', () => void import('@/lib/offline/register-service-worker').then((m) => m.registerServiceWorker()), { once: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
