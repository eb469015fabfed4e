import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface User {
  firstName: string;
  username: string;
}

// A minimal first page: it proves the gateway serves the app and answers the identity API.
function App() {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => {
    fetch('/api/auth/user', { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<User>) : null))
      .then(setUser, () => setUser(null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '10vh auto', padding: 24 }}>
      <h1>Overlap</h1>
      <p>Your class schedule, your study groups and everyone&apos;s free time on one grid.</p>
      <p data-testid="session-state">
        {user === undefined ? 'Checking your session…' : user ? `Signed in as ${user.firstName || user.username}` : 'You are not signed in.'}
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
