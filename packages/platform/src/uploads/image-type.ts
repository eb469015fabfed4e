/** Image types accepted for uploads (pictures, timetable screenshots), recognised by their leading bytes, never by file name. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 6 && (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))) return 'image/gif';
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

export const MAX_PICTURE_BYTES = 5_242_880;
export const PICTURE_TOO_LARGE = 'File is too large. Maximum size is 5 MB.';
export const NOT_AN_IMAGE = 'Only image files (JPG, PNG, GIF or WebP) are allowed';
