import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from '@/lib/forms/field-errors';

const schema = z
  .object({ name: z.string().min(2, 'Muy corto').max(3, 'Muy largo'), client: z.object({ email: z.email('Correo inválido') }) })
  .refine((v) => v.name !== 'abc', 'Combinación inválida');

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, keyed by its path', () => {
    const error = schema.safeParse({ name: 'x', client: { email: 'no' } }).error!;
    expect(fieldErrorsOf(error)).toEqual({ name: 'Muy corto', 'client.email': 'Correo inválido' });
  });

  it('keys by the first segment, and an issue about the whole input by the root key', () => {
    expect(fieldErrorsOf(schema.safeParse({ name: 'x', client: { email: 'no' } }).error!, { topLevel: true })).toEqual({ name: 'Muy corto', client: 'Correo inválido' });
    expect(fieldErrorsOf(schema.safeParse({ name: 'abc', client: { email: 'a@b.uy' } }).error!, { topLevel: true })).toEqual({ form: 'Combinación inválida' });
  });
});
