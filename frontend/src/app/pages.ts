import { lazyWithAntdTheme } from '@/components/antd-theme/lazy-with-antd-theme';
import { lazyPage } from './lazy-page';

// Visitors download only the auth and reset chunks (the landing page is in the first load, drawn
// without antd); the screens built with antd load it with antd's theme (ADR 041). The signed-in app is separate.
export const AuthPage = lazyWithAntdTheme(() => import('@/features/auth/components/auth-page'), 'AuthPage');
export const ResetPasswordPage = lazyWithAntdTheme(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
export const PricingPage = lazyWithAntdTheme(() => import('@/features/pricing/components/pricing-page'), 'PricingPage');

// Every page of the signed-in area renders inside this layout, so inside antd's theme.
export const AppLayout = lazyWithAntdTheme(() => import('@/components/layouts/app-layout'), 'AppLayout');
export const CalendarHomePage = lazyPage(() => import('@/features/calendar/components/calendar-home-page'), 'CalendarHomePage');
export const OnboardingPage = lazyPage(() => import('@/features/onboarding/components/onboarding-page'), 'OnboardingPage');
export const UploadPage = lazyPage(() => import('@/features/feeds/components/upload-page'), 'UploadPage');
export const AiSchedulePage = lazyPage(() => import('@/features/ai-schedule/components/ai-schedule-page'), 'AiSchedulePage');
export const StudyGroupsPage = lazyPage(() => import('@/features/study-groups/components/study-groups-page'), 'StudyGroupsPage');
export const JoinLinkPage = lazyPage(() => import('@/features/study-groups/components/join-link-page'), 'JoinLinkPage');
// The calendar sidebar's "My Study Groups" card, loaded with the calendar rather than in the first-paint bundle.
export const MyGroupsCard = lazyPage(() => import('@/features/study-groups/components/my-groups-card'), 'MyGroupsCard');
export const DailyOffersPage = lazyPage(() => import('@/features/daily-offers/components/daily-offers-page'), 'DailyOffersPage');
export const ProfilePage = lazyPage(() => import('@/features/profile/components/profile-page'), 'ProfilePage');
export const SettingsPage = lazyPage(() => import('@/features/settings/components/settings-page'), 'SettingsPage');
export const PrivacyPage = lazyPage(() => import('@/features/privacy/components/privacy-page'), 'PrivacyPage');
export const NotFound = lazyPage(() => import('@/components/feedback/not-found'), 'NotFound');
