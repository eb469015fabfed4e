import { SOCIAL_URL } from './contact';

/** Overlap's social profiles, listed in the footer. */
export const SOCIAL_PROFILES = [
  { name: 'Instagram', url: SOCIAL_URL },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/overlap-app' },
  { name: 'TikTok', url: 'https://www.tiktok.com/@overlap.app' },
] as const;
