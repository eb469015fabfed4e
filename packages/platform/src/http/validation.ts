import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // class-validator runs a property's decorators bottom-up and records failures in that
    // order, so the last recorded one is the top-most decorator: DTOs list rules in priority.
    const messages = Object.values(e.constraints ?? {});
    const own = messages.length ? [{ field, message: messages[messages.length - 1] as string }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * Global pipe: whitelists DTO fields, rejects unknown ones, converts query strings, and answers
 * 400 with the first message as `message` (the texts docs/product quotes) and every field error in `errors`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    exceptionFactory: (errors) => {
      const list = flatten(errors);
      return new BadRequestException({ message: list[0]?.message ?? 'Invalid request', errors: list });
    },
  });
}

/** The message the global pipe answers `value` with as a `metatype`, undefined when it passes: what DTO specs check. */
export async function validationMessage(metatype: new () => object, value: unknown, type: 'body' | 'query' = 'body'): Promise<string | undefined> {
  try {
    await createValidationPipe().transform(value, { type, metatype });
    return undefined;
  } catch (e) {
    if (!(e instanceof BadRequestException)) throw e;
    return (e.getResponse() as { message: string }).message;
  }
}
