// What the error pages show (docs/domain/errors.md: the status code, 500 by default, and the message): an API error's own HTTP
// status and the server's message, also once a server render's error reached the browser as its digest alone;
// anything else 500 and a reference for the logs, never its message.
import { describe, expect, it } from 'vitest';
import { shownError } from '@/components/app/error-status';
import { readApiErrorDigest } from '@/lib/api-error-digest';
import { ApiError } from '@/lib/api-errors';

/** As production hands a server component's error to the browser: a generic message and the digest. */
const asReceivedInBrowser = (error: { digest: string }) =>
  Object.assign(new Error('An error occurred in the Server Components render.'), { digest: error.digest });

describe('shownError', () => {
  it("shows an API error's status and the server's message, thrown in the browser or on the server", () => {
    const unavailable = new ApiError(503, ['Servicio no disponible, intente nuevamente en unos instantes.'], {}, 'unexpected', false);
    const expected = { status: 503, message: 'Servicio no disponible, intente nuevamente en unos instantes.', reference: null };
    expect(shownError(unavailable)).toEqual(expected);
    expect(shownError(asReceivedInBrowser(unavailable))).toEqual(expected);
  });

  it('shows the request id of the failed reply as the reference, for the user to quote', () => {
    const failed = new ApiError(500, ['Error interno.'], {}, 'unexpected', false).ofRequest('9b2c6f0e-1d2a-4c41-9d0e-0f3a1b2c3d4e');
    expect(shownError(asReceivedInBrowser(failed))).toEqual({ status: 500, message: 'Error interno.', reference: '9b2c6f0e-1d2a-4c41-9d0e-0f3a1b2c3d4e' });
  });

  it('shows the status alone when the server sent no message (a timeout, a reply that breaks the contract)', () => {
    expect(shownError(asReceivedInBrowser(new ApiError(502, [], {}, 'unexpected', false)))).toEqual({ status: 502, message: null, reference: null });
  });

  it('keeps a message with semicolons whole, and cuts a very long one', () => {
    const error = new ApiError(400, ['Uno; dos; tres', 'otro'], {}, 'unexpected', false);
    expect(shownError(asReceivedInBrowser(error)).message).toBe('Uno; dos; tres');
    expect(readApiErrorDigest(new ApiError(500, ['x'.repeat(5000)], {}, 'unexpected', false).digest)!.message).toHaveLength(300);
  });

  it("is 500 with the digest as a reference for any other error, never showing the error's message", () => {
    const unexpected = Object.assign(new Error('connection string postgres://secret@db'), { digest: '2893412' });
    expect(shownError(unexpected)).toEqual({ status: 500, message: null, reference: '2893412' });
    expect(shownError(new Error('boom'))).toEqual({ status: 500, message: null, reference: null });
    for (const error of ['boom', null, undefined, { status: 404 }]) expect(shownError(error)).toEqual({ status: 500, message: null, reference: null });
  });

  it('ignores a digest that only looks like an API error', () => {
    for (const digest of ['API_ERROR;', 'API_ERROR;abc;x', 'API_ERROR;200;ok', 'API_ERROR;404.5;x']) {
      expect(shownError({ digest }).status, digest).toBe(500);
    }
  });
});
