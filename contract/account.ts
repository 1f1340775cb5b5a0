// The signed-in user's own account (terms, walkthrough, e-mail, password) and the pre-login calls
// (registration, forgotten password by e-mail). Spanish messages are the spec's where it gives them (docs/domain/validation.md).
import { z } from 'zod';
import {
  emailMessage, flagMessage, formatMessage, listMessage, requiredMessage, requiredText, text, textMessage, tooLongMessage, tooManyMessage, typeError,
} from './fields';

export const accountMessages = {
  required: requiredMessage,
  email: emailMessage,
  mustAcceptTerms: 'Debe aceptar los términos y condiciones',
  noDangerousGoods: 'Debe declarar que no enviará mercadería peligrosa ni perecedera',
  password: 'La contraseña debe tener al menos 6 caracteres alfanuméricos',
  passwordTooLong: 'La contraseña no puede tener más de 64 caracteres',
  passwordsDiffer: 'Las contraseñas no coinciden',
  wrongPassword: 'La contraseña actual no es correcta',
  emailTaken: 'El correo electrónico ya está registrado',
  resetLinkInvalid: 'El enlace para restablecer la contraseña no es válido o ya venció',
  resetRequested: 'Si el correo está registrado, recibirá un enlace para restablecer la contraseña.',
  passwordChanged: 'La contraseña fue actualizada.',
  emailChanged: 'El correo electrónico fue actualizado.',
  registered: 'Registro completado. Ya puede iniciar sesión.',
  termsAccepted: 'Condiciones aceptadas.',
} as const;

const email = z
  .string({ error: typeError(textMessage) })
  .trim()
  .min(1, accountMessages.required)
  .max(254, tooLongMessage(254))
  .pipe(z.email(accountMessages.email));
/** The current password and the confirmation: only their length is checked here. */
const passwordText = (required: boolean) => {
  const password = z.string({ error: accountMessages.required });
  return (required ? password.min(1, accountMessages.required) : password).max(200, tooLongMessage(200));
};

/**
 * The one password rule (docs/domain/validation.md contract terms: "access passwords need at least 6 alphanumeric characters"): at
 * least 6 letters or digits, at most 64 characters. Symbols and spaces are allowed on top, never required: refusing
 * them would only push users towards weaker passwords. Own password change, registration, the forgotten-password
 * link and team users (contract/users.ts) all use it.
 */
export const passwordRule = z
  .string({ error: accountMessages.required })
  .max(64, accountMessages.passwordTooLong)
  .refine((password) => (password.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 6, accountMessages.password);

const acceptance = (message: string) => z.literal(true, { error: message });

/** The terms form of docs/domain/data-model.md: business_name and confirmation (POST /auth/accept-terms). */
export const acceptTermsRequest = z.object({
  business_name: requiredText(120),
  confirmation: acceptance(accountMessages.mustAcceptTerms),
});
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequest>;

/** POST /auth/walkthrough [{type: "video_cuestionario", seen: true}] (docs/domain/data-model.md, docs/domain/backend-calls.md). */
export const walkthroughRequest = z
  .array(
    z.object({ type: z.string({ error: typeError(textMessage) }).regex(/^[a-z0-9_]{1,64}$/, formatMessage), seen: z.boolean({ error: typeError(flagMessage) }) }),
    { error: typeError(listMessage) },
  )
  .min(1, requiredMessage)
  .max(20, tooManyMessage(20));

export const walkthroughTypes = { training: 'video_cuestionario', menuTour: 'menu' } as const;

/** POST /auth/email/reset {email, password} (docs/domain/backend-calls.md "By area", Session): the signed-in user's new e-mail, with the current password. */
export const changeEmailRequest = z.object({ email, password: passwordText(true) });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

/** POST /auth/password/reset {current_password, password, password_confirmation} (docs/domain/backend-calls.md "By area", Session): the signed-in user's new password. */
export const changePasswordRequest = z
  .object({
    current_password: passwordText(true),
    password: passwordRule,
    password_confirmation: passwordText(false),
  })
  .refine((body) => body.password === body.password_confirmation, { message: accountMessages.passwordsDiffer, path: ['password_confirmation'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** POST /auth/register and /auth/register/public: a new business (tenant) and its administrator. */
export const registerRequest = z
  .object({
    business_name: requiredText(120),
    name: requiredText(80),
    last_name: requiredText(80),
    email,
    phone: requiredText(30).pipe(z.string().regex(/^[0-9+ ()-]{6,30}$/, 'Debe ser un número de teléfono válido')),
    document: text(20).optional(),
    password: passwordRule,
    password_confirmation: passwordText(false),
    terms: acceptance(accountMessages.mustAcceptTerms),
    no_dangerous_goods: acceptance(accountMessages.noDangerousGoods),
  })
  .refine((body) => body.password === body.password_confirmation, { message: accountMessages.passwordsDiffer, path: ['password_confirmation'] });
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /auth/password/forgot {email} (ours, not in the spec): asks for a reset link by e-mail. */
export const forgotPasswordRequest = z.object({ email });

/**
 * A reset link's token as the wire takes it (base64url): a link cut short in a mail or with a character added fails
 * it, which the reset page says on opening. Whether a well-formed one is still alive only the confirm call tells.
 */
export const resetLinkToken = z.string({ error: accountMessages.resetLinkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, accountMessages.resetLinkInvalid);

/** POST /auth/password/forgot/confirm {token, password, password_confirmation} (ours): sets the password with the link's token. */
export const forgotPasswordConfirmRequest = z
  .object({
    token: resetLinkToken,
    password: passwordRule,
    password_confirmation: passwordText(false),
  })
  .refine((body) => body.password === body.password_confirmation, { message: accountMessages.passwordsDiffer, path: ['password_confirmation'] });
export type ForgotPasswordConfirmRequest = z.infer<typeof forgotPasswordConfirmRequest>;

export const messageReply = z.object({ message: z.string() });
