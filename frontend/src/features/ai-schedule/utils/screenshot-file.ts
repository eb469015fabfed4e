/** The picture rules for the screenshot (docs/product/screenshot-import.md): JPG, PNG or GIF, one file, at most 5,242,880 bytes. */
export const SCREENSHOT_MAX_BYTES = 5_242_880;
export const SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

export function screenshotError(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!SCREENSHOT_TYPES.includes(file.type)) return 'aiSchedule:errors.fileType';
  if (file.size > SCREENSHOT_MAX_BYTES) return 'aiSchedule:errors.fileSize';
  if (file.size === 0) return 'aiSchedule:errors.fileEmpty';
  return undefined;
}
