import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * The field may be left out; when it is sent, every other rule applies. Unlike class-validator's
 * @IsOptional, `null` is not "left out": it meets the field's type rule and is refused, so an
 * edit cannot store a null name or interval.
 */
export const Omittable = (options?: ValidationOptions): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined, options);
