import { describe, expect, it } from 'vitest';
import { refusalReason } from '@/lib/navigation/refusal-reason';

const admin = { permissions: ['*'], custom: false };
const deliveryMan = { permissions: ['booking-show', 'user-login-web'], custom: false };

describe('why the 403 page refused a screen (docs/domain/roles-and-permissions.md)', () => {
  it('the service operator’s screens, and their records, open to its scope only: "*" is no permission short of it', () => {
    expect(refusalReason('/empresas', admin)).toBe('serviceOperator');
    expect(refusalReason('/empresas/12?tab=charges', admin)).toBe('serviceOperator');
  });

  it('a custom deployment’s screen is not offered to a standard business, whatever its user holds', () => {
    expect(refusalReason('/ventas', admin)).toBe('notOffered');
    expect(refusalReason('/stock?lockers=1', deliveryMan)).toBe('notOffered');
  });

  it('any other refusal is a permission an administrator can give', () => {
    expect(refusalReason('/estado-de-cuenta', deliveryMan)).toBe('permission');
    expect(refusalReason('/usuarios/correos', deliveryMan)).toBe('permission');
    // A path that only starts like a screen's is not that screen.
    expect(refusalReason('/empresasx', admin)).toBe('permission');
    expect(refusalReason(null, admin)).toBe('permission');
  });
});
