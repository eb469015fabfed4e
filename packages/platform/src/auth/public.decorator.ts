import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'overlap:isPublic';
/** Marks a route that needs no session (sign-in, sign-up, JWKS, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
