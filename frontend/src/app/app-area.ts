// Sections of the signed-in area: an unknown path below one of them is 'Page Not Found'
// (ADR 010); any other unknown path goes home.
export const APP_AREA_SECTIONS = ['calendar', 'welcome', 'ai-schedule', 'upload', 'study-groups', 'groups', 'daily-offers', 'profile'];
