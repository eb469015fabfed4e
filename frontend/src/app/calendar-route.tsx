import { Suspense } from 'react';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useGetSettingsQuery } from '@/features/settings/api/settings-api';
import { CalendarHomePage, MyGroupsCard } from './pages';

/**
 * The calendar home with what other features own: the time zone from the user's settings (a
 * change reloads the schedule: docs/product/calendar.md) and, from the study-groups feature (issue 5), the
 * sidebar's "My Study Groups" panel through `groupsPanel`.
 */
export function CalendarRoute() {
  // Waiting for the zone picks the right "today" and avoids loading the week twice; without
  // settings (identity down) the calendar still works in the browser's zone.
  const { data: settings, isLoading } = useGetSettingsQuery();
  if (isLoading) return <PageSpinner />;
  return (
    <CalendarHomePage
      timezone={settings?.timezone}
      groupsPanel={
        <Suspense fallback={null}>
          <MyGroupsCard />
        </Suspense>
      }
    />
  );
}
