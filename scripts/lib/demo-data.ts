/** The demo account `npm start` provides; documented in the README. */
export const DEMO_USER = { email: 'demo@overlap.app', password: 'overlap-demo-2026', firstName: 'Demo', lastName: 'Student' };

const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/**
 * Creates the demo user through the public API (so it goes through the same rules and events
 * as a real sign-up) unless it already exists. Schedules and groups join as their services land.
 */
export async function seedDemoData(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  if (login.ok) return;
  const signup = await fetch(`${baseUrl}/api/auth/signup`, { method: 'POST', headers, body: JSON.stringify(DEMO_USER) });
  if (!signup.ok) throw new Error(`Could not create the demo user: ${signup.status} ${await signup.text()}`);
}
