// One password rule (spec §5 contract terms: at least 6 alphanumeric characters) for every form that sets one:
// own password change, registration, the forgotten-password link, and team users.
import { describe, expect, it } from 'vitest';
import { changePasswordRequest, forgotPasswordConfirmRequest, passwordMessage, passwordRule, registerRequest } from '@/contract/account';
import * as users from '@/contract/users';

const message = 'La contraseña debe tener al menos 6 caracteres alfanuméricos';

describe('passwordRule', () => {
  it('has the Spanish message', () => {
    expect(passwordMessage).toBe(message);
  });

  it.each(['abc123', 'ABCDEF', '123456', 'Clave2024', 'contraseña1', 'ñandú12', 'abc-123', 'mi clave 2024!', 'a'.repeat(64)])('accepts %s', (password) => {
    expect(passwordRule.safeParse(password).success).toBe(true);
  });

  it.each(['', 'a1b2c', 'a-b-c-1-2', '!!!!!!!!', '      ', 'a'.repeat(65)])('refuses %j with the message', (password) => {
    const result = passwordRule.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('is the very rule of team users (contract/users.ts)', () => {
    expect(users.passwordRule).toBe(passwordRule);
    expect(users.passwordMessage).toBe(passwordMessage);
  });

  it('is applied to the own password change, registration and the forgotten-password link alike', () => {
    const refused = 'ab-12!';
    const change = changePasswordRequest.safeParse({ current_password: 'x', password: refused, password_confirmation: refused });
    const link = forgotPasswordConfirmRequest.safeParse({ token: 'a'.repeat(43), password: refused, password_confirmation: refused });
    const register = registerRequest.safeParse({ password: refused, password_confirmation: refused });
    for (const result of [change, link, register]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((issue) => issue.path[0] === 'password')?.message).toBe(message);
    }
    expect(changePasswordRequest.safeParse({ current_password: 'x', password: 'abc123', password_confirmation: 'abc123' }).success).toBe(true);
  });
});
