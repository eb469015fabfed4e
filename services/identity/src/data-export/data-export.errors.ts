import { conflict, DomainError, notFound, tooManyRequests } from '@overlap/platform';

export const exportRunning = () => conflict('An export of your data is already being prepared. Wait for it to finish before asking for another.');
export const exportNotFailed = () => conflict('Only a failed export can be retried.');
export const exportNotReady = () => conflict('This export is not ready yet.');
export const exportNotFound = () => notFound('Export not found');
export const exportGone = () => new DomainError(410, 'This export has expired and its archive was deleted. Ask for a new one.', 'gone');
export const tooManyExports = (perDay: number, retryAfterSeconds: number) =>
  tooManyRequests(`You can ask for ${perDay} exports of your data a day. Try again later.`, retryAfterSeconds);
