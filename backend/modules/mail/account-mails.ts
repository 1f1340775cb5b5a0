// The texts of the account e-mails (Spanish, the product's language). One function per template so the
// outbox row, the SMTP message and the tests agree on what was sent.
import { lostCodeTemplate, pickupNoticeTemplate } from './render-message';

export const accountTemplates = {
  credentials: 'account-credentials',
  passwordReset: 'account-password-reset',
  codeReset: 'account-code-reset',
} as const;

/**
 * Templates whose body holds a secret (a password, a code, a reset link, a parcel's pickup code): the outbox never
 * shows it, and once delivered by SMTP the stored copy is blanked.
 */
export const secretTemplates: readonly string[] = [...Object.values(accountTemplates), 'account-reset-link', pickupNoticeTemplate, lostCodeTemplate];

interface Recipient {
  name: string;
  email: string;
  tenantName: string;
}

export function credentialsMail(to: Recipient, secrets: { password: string; code: string | null }) {
  const code = secrets.code ? `\nCódigo de usuario: ${secrets.code}` : '';
  return {
    template: accountTemplates.credentials,
    subject: `Tus credenciales de acceso – ${to.tenantName}`,
    body: `Hola ${to.name}:\n\nEstas son tus credenciales de acceso al panel de ${to.tenantName}.\n\nUsuario: ${to.email}\nContraseña: ${secrets.password}${code}\n\nTe recomendamos cambiar la contraseña al ingresar.`,
  };
}

export function passwordResetMail(to: Recipient, password: string) {
  return {
    template: accountTemplates.passwordReset,
    subject: `Tu contraseña fue restablecida – ${to.tenantName}`,
    body: `Hola ${to.name}:\n\nUn administrador restableció tu contraseña. Las sesiones abiertas se cerraron.\n\nUsuario: ${to.email}\nNueva contraseña: ${password}\n\nTe recomendamos cambiarla al ingresar.`,
  };
}

export function codeResetMail(to: Recipient, code: string) {
  return {
    template: accountTemplates.codeReset,
    subject: `Tu nuevo código de usuario – ${to.tenantName}`,
    body: `Hola ${to.name}:\n\nTu código de usuario fue regenerado. El código anterior ya no es válido.\n\nNuevo código: ${code}`,
  };
}
