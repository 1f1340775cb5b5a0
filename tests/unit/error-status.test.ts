// The status code of the error pages (spec §8: the status code, 500 by default): an API error's own HTTP error
// status, anything else 500.
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@/components/app/error-status';
import { ApiError } from '@/lib/api-errors';

describe('errorStatus', () => {
  it("shows an API error's status", () => {
    expect(errorStatus(new ApiError(503, ['Servicio no disponible'], {}, 'unexpected', false))).toBe(503);
    expect(errorStatus(new ApiError(404, [], {}, 'unexpected', false))).toBe(404);
  });

  it('is 500 for errors without a status, as server errors reach the browser (message and digest only)', () => {
    expect(errorStatus(Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' }))).toBe(500);
    expect(errorStatus('boom')).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });

  it('ignores a status that is not an HTTP error code', () => {
    for (const status of [200, 302, 600, 404.5, '404', Number.NaN]) expect(errorStatus({ status })).toBe(500);
  });
});
