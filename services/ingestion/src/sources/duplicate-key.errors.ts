import { MongoServerError } from 'mongodb';

/** An insert of an `_id` that exists (the one atomic check FerretDB 1.x has, ADR 011). */
export const isDuplicateKey = (err: unknown): boolean => err instanceof MongoServerError && err.code === 11000;
