// "*" grants everything; otherwise only what is listed. Config flags read the same whoever wrote them.
import { describe, expect, it } from 'vitest';
import { configOff, configOn } from '@/common/config-flags';
import { holds, holdsAny } from '@/common/permissions';

describe('holds', () => {
  it('grants a listed permission, every permission to "*", and nothing else', () => {
    expect(holds(['booking-show'], 'booking-show')).toBe(true);
    expect(holds(['*'], 'booking-delete')).toBe(true);
    expect(holds(['booking-show'], 'booking-delete')).toBe(false);
    expect(holds([], 'booking-show')).toBe(false);
  });
});

describe('holdsAny', () => {
  it('needs one of the permissions named, and nothing when none is named', () => {
    expect(holdsAny(['user-create-ho'], ['user-edit', 'user-create-ho'])).toBe(true);
    expect(holdsAny(['booking-show'], ['user-edit', 'user-create-ho'])).toBe(false);
    expect(holdsAny([], [])).toBe(true);
  });
});

describe('configOn and configOff', () => {
  const configs = [
    { name: 'fenicio', value: 1 },
    { name: 'districad', value: 'true' },
    { name: 'needs_id', value: '0' },
    { name: 'verificacion_cedula', value: false },
  ];

  it('reads 1, "1", true and "true" as on, their opposites as off, and a missing flag as neither', () => {
    expect(configOn(configs, 'fenicio')).toBe(true);
    expect(configOn(configs, 'districad')).toBe(true);
    expect(configOn(configs, 'needs_id')).toBe(false);
    expect(configOff(configs, 'needs_id')).toBe(true);
    expect(configOff(configs, 'verificacion_cedula')).toBe(true);
    expect(configOn(configs, 'country')).toBe(false);
    expect(configOff(configs, 'country')).toBe(false);
  });
});
