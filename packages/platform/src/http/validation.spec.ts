import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { IsEmail, IsNotEmpty, MinLength } from 'class-validator';
import { createValidationPipe } from './validation';

class Dto {
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @IsNotEmpty({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  password!: string;
}

async function errorOf(body: unknown) {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: Dto });
  } catch (e) {
    return (e as BadRequestException).getResponse() as { message: string; errors: { field: string; message: string }[] };
  }
  throw new Error('expected a validation error');
}

describe('validation pipe', () => {
  it('reports the top-most failing rule of a field, so "required" wins over "shape"', async () => {
    const r = await errorOf({ email: '', password: 'longenough' });
    expect(r.message).toBe('Email is required');
  });

  it('lists every field with its message', async () => {
    const r = await errorOf({ email: 'nope', password: 'short' });
    expect(r.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('treats a missing body as every field missing', async () => {
    const r = await errorOf({});
    expect(r.errors.map((e) => e.message)).toEqual(['Email is required', 'Password is required']);
  });
});
