// defineAction's form and read modes, and the step order they share with the plain mode: what a form posted with
// useActionState gets back (typed values kept, errors on their fields, texts translated, a redirect on success).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const session = vi.hoisted(() => ({ getCurrentUser: vi.fn(), requirePermission: vi.fn(), requireServiceOperator: vi.fn() }));
const cache = vi.hoisted(() => ({ updateTag: vi.fn(), revalidateTag: vi.fn() }));
const navigation = vi.hoisted(() => ({
  redirect: vi.fn((to: string) => {
    throw new Error(`REDIRECT ${to}`);
  }),
}));
vi.mock('@/lib/session', () => session);
vi.mock('next/cache', () => cache);
vi.mock('next/navigation', () => navigation);
// The backend's and the contract's Spanish texts in English; anything else (already the user's words) as it is.
const english: Record<string, string> = {
  'El correo electrónico debe ser válido': 'The e-mail must be valid',
  'Muy corta': 'Too short',
  'El correo electrónico ya está registrado': 'The e-mail is already registered',
  'Sin créditos': 'No credits',
  Guardado: 'Saved',
};
vi.mock('@/lib/i18n/server-texts', () => ({
  getTextTranslator: async () => (text: string) => english[text] ?? text,
  translateFieldErrors: (errors: Record<string, string> | undefined, translate: (text: string) => string) =>
    errors && Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translate(text)])),
}));
vi.mock('@/lib/i18n/server', () => ({ getTranslations: async () => (key: string) => `t:${key}` }));

const { defineAction } = await import('@/lib/actions/define-action');
const { Refused } = await import('@/lib/actions/action-result');
const { ApiError } = await import('@/lib/api-errors');

const me = { id: 7, provider: { id: 42 } };
const body = z.object({ email: z.string().email('El correo electrónico debe ser válido'), password: z.string().min(6, 'Muy corta') });

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A settings-like form: e-mail kept, password never. */
function emailForm(call: () => Promise<unknown>, extra: Record<string, unknown> = {}) {
  return defineAction({
    access: 'signedIn',
    form: (form) => ({
      input: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      values: { email: String(form.get('email') ?? '') },
    }),
    schema: body,
    call,
    success: () => 'Guardado',
    changes: ['account', 'users'],
    ...extra,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  session.getCurrentUser.mockResolvedValue(me);
  session.requirePermission.mockResolvedValue(me);
});

describe('defineAction form mode', () => {
  it('refuses a call without a form, before the session or the call', async () => {
    const call = vi.fn();
    const action = emailForm(call);
    expect(await action({}, 'not a form' as unknown as FormData)).toEqual({ ok: false, message: 't:unexpected' });
    expect(session.getCurrentUser).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  it('puts the schema errors on their fields, translated, and keeps what was typed but the password', async () => {
    const call = vi.fn();
    const state = await emailForm(call)({}, posted({ email: 'no-es-correo', password: 'abc' }));
    expect(state).toEqual({
      ok: false,
      fieldErrors: { email: 'The e-mail must be valid', password: 'Too short' },
      values: { email: 'no-es-correo' },
    });
    expect(call).not.toHaveBeenCalled();
    expect(session.getCurrentUser).toHaveBeenCalledOnce();
  });

  it('answers an API refusal with its field errors or its message, the typed values kept, nothing expired', async () => {
    const taken = new ApiError(422, ['El correo electrónico ya está registrado'], { email: 'El correo electrónico ya está registrado' }, 'unexpected', false);
    expect(await emailForm(() => Promise.reject(taken))({}, posted({ email: 'a@b.uy', password: 'secreta1' }))).toEqual({
      ok: false,
      fieldErrors: { email: 'The e-mail is already registered' },
      values: { email: 'a@b.uy' },
    });
    const down = new ApiError(503, [], {}, 'unexpected', false);
    expect(await emailForm(() => Promise.reject(down))({}, posted({ email: 'a@b.uy', password: 'secreta1' }))).toEqual({
      ok: false,
      message: 't:unexpected',
      values: { email: 'a@b.uy' },
    });
    const noCredits = new ApiError(402, [], {}, 'insufficientBalance', false);
    expect(await emailForm(() => Promise.reject(noCredits))({}, posted({ email: 'a@b.uy', password: 'secreta1' }))).toMatchObject({ ok: false, needsCredits: true });
    expect(cache.updateTag).not.toHaveBeenCalled();
  });

  it('answers a refusal the call throws as it is, with the typed values', async () => {
    const action = emailForm(() => Promise.reject(new Refused({ ok: false, message: 'Sin créditos', needsCredits: true })));
    expect(await action({}, posted({ email: 'a@b.uy', password: 'secreta1' }))).toEqual({ ok: false, message: 'No credits', values: { email: 'a@b.uy' }, needsCredits: true });
  });

  it('says the success without the values, and expires the tenant tags of what changed', async () => {
    const call = vi.fn().mockResolvedValue({});
    expect(await emailForm(call)({ values: { email: 'old' } }, posted({ email: 'a@b.uy', password: 'secreta1' }))).toEqual({ ok: true, message: 'Saved' });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ body: { email: 'a@b.uy', password: 'secreta1' }, me }));
    expect(cache.updateTag.mock.calls).toEqual([['tenant:42:account'], ['tenant:42:users']]);
  });

  it('sends the browser on after a success, once what changed is expired', async () => {
    const action = emailForm(() => Promise.resolve({ id: 9 }), { redirect: (result: { id: number }) => `/reservas/${result.id}` });
    await expect(action({}, posted({ email: 'a@b.uy', password: 'secreta1' }))).rejects.toThrow('REDIRECT /reservas/9');
    expect(cache.updateTag).toHaveBeenCalledTimes(2);
  });

  it('needs no session for a public form', async () => {
    const action = defineAction({
      access: 'public',
      form: (form) => ({ input: { email: String(form.get('email')) }, values: {} }),
      schema: z.object({ email: z.string() }),
      call: async ({ me: nobody }) => nobody,
    });
    expect(await action({}, posted({ email: 'x' }))).toEqual({ ok: true });
    expect(session.getCurrentUser).not.toHaveBeenCalled();
    expect(session.requirePermission).not.toHaveBeenCalled();
  });
});

describe('defineAction read mode', () => {
  const read = vi.fn(async ({ reference }: { reference: string }) => `status of ${reference}`);
  const action = defineAction({
    access: ['billing-show'],
    args: (reference: unknown) => (typeof reference === 'string' ? { reference } : undefined),
    read,
  });

  it('answers null for a refused argument, before the permission', async () => {
    expect(await action(12)).toBeNull();
    expect(session.requirePermission).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it('checks the permission, then answers the value itself', async () => {
    expect(await action('abc')).toBe('status of abc');
    expect(session.requirePermission).toHaveBeenCalledWith('billing-show');
  });
});
