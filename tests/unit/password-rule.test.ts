// One password rule (docs/domain/validation.md contract terms: at least 6 alphanumeric characters) for every form that sets one:
// own password change, registration, the forgotten-password link, and team users.
import { describe, expect, it } from 'vitest';
import { accountMessages, changePasswordRequest, forgotPasswordConfirmRequest, passwordRule, registerRequest } from '@/contract/account';
import { createResidentBody, createTeamUserBody } from '@/contract/users';

const message = 'La contraseña debe tener al menos 6 caracteres alfanuméricos';
const tooLong = 'La contraseña no puede tener más de 64 caracteres';

describe('passwordRule', () => {
  it('has the Spanish messages', () => {
    expect(accountMessages.password).toBe(message);
    expect(accountMessages.passwordTooLong).toBe(tooLong);
  });

  it.each(['abc123', 'ABCDEF', '123456', 'Clave2024', 'contraseña1', 'ñandú12', 'abc-123', 'mi clave 2024!', 'a'.repeat(64)])('accepts %s', (password) => {
    expect(passwordRule.safeParse(password).success).toBe(true);
  });

  it.each(['', 'a1b2c', 'a-b-c-1-2', '!!!!!!!!', '      '])('refuses %j with the message', (password) => {
    const result = passwordRule.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a 65-character password as too long, not as too short', () => {
    const result = passwordRule.safeParse('a'.repeat(65));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([tooLong]);
  });

  it('is the very rule of team users and residents (contract/users.ts)', () => {
    for (const [password, expected] of [['ab-12!', message], ['a'.repeat(65), tooLong]]) {
      const team = createTeamUserBody.safeParse({ password });
      const resident = createResidentBody.safeParse({ type: 'Residente', password });
      for (const result of [team, resident]) expect(result.error?.issues.find((issue) => issue.path[0] === 'password')?.message).toBe(expected);
    }
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
