import { isValidTimeZone } from '@overlap/time';
import { identityApi } from '@/lib/api-generated/identity';

/** The viewer's time zone from their settings (the clock times of presence read in it), else the browser's. */
export function useViewerZone(): string | undefined {
  const { data } = identityApi.useGetSettingsQuery();
  return isValidTimeZone(data?.timezone) ? data.timezone : undefined;
}
