export const SIGNING_KEY = Symbol('SIGNING_KEY');
