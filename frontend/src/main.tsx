// The colours (generated from src/theme/tokens.ts, ADR 051), then the base styles, so the shared
// components' own CSS (bundled after them) wins ties, as it did inside styles.css.
import 'virtual:theme.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { i18nReady } from '@/lib/i18n';
import { authApi } from '@/lib/auth';
import { createStore } from '@/lib/store';

const store = createStore();
// Ask who is signed in right away, while the first translations and chunks load.
store.dispatch(authApi.endpoints.getUser.initiate());
// The worker (ADR 033) is registered once the page has loaded, so neither its registration code
// nor its precache download competes with the first paint (ADR 041).
window.addEventListener('load', () => void import('@/lib/offline/register-service-worker').then((m) => m.registerServiceWorker()), { once: true });

// The first render waits for the first screen's texts (fetched while the session probe runs): a
// Suspense fallback at the root would hold each later reveal back by React's 300 ms throttle, which
// made the landing page appear in steps (ADR 041). A failed load renders anyway.
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  ),
);
