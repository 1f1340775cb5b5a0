// E-mails with links into the back-office (welcome, password reset), built from the configured origin
// (PUBLIC_URL) and never from the request's Host header, which a caller controls.
export const accountLinkTemplates = { welcome: 'account-welcome', resetLink: 'account-reset-link' } as const;

/** Valid for one hour, once. */
export const resetLinkTtlMinutes = 60;

export function welcomeMail(to: { name: string; businessName: string }, publicUrl: string) {
  return {
    template: accountLinkTemplates.welcome,
    subject: `Bienvenido a Lockers – ${to.businessName}`,
    body: `Hola ${to.name}:\n\nTu cuenta de ${to.businessName} fue creada. Podés ingresar en ${publicUrl}/iniciar-sesion con tu correo y la contraseña que elegiste.`,
  };
}

export function resetLinkMail(to: { name: string }, publicUrl: string, token: string) {
  const link = `${publicUrl}/restablecer-contrasena?token=${encodeURIComponent(token)}`;
  return {
    template: accountLinkTemplates.resetLink,
    subject: 'Restablecer tu contraseña',
    body: `Hola ${to.name}:\n\nRecibimos un pedido para restablecer tu contraseña. Abrí este enlace dentro de los próximos ${resetLinkTtlMinutes} minutos para elegir una nueva:\n\n${link}\n\nSi no lo pediste, ignorá este correo: tu contraseña no cambia.`,
  };
}
