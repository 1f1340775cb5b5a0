import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiError } from '@/lib/api-errors';
import { nullOnApiError } from '@/lib/api-optional';

describe('nullOnApiError', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the call's result when it succeeds", async () => {
    await expect(nullOnApiError(async () => [1, 2], 'findRecentMovements')).resolves.toEqual([1, 2]);
  });

  it('gives null for a failed API call and logs it with its label', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = toApiError(500, { message: 'boom' });
    await expect(nullOnApiError(() => Promise.reject(error), 'getDoorGrid', 7)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('getDoorGrid', 7, error);
  });

  it('still throws when the session ended, and for errors that are not API errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ended = toApiError(401, {});
    await expect(nullOnApiError(() => Promise.reject(ended), 'x')).rejects.toBe(ended);
    const bug = new TypeError('bug');
    await expect(nullOnApiError(() => Promise.reject(bug), 'x')).rejects.toBe(bug);
    expect(log).not.toHaveBeenCalled();
  });
});
