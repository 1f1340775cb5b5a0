// One form of address in Spanish: voseo, as spoken in Uruguay (docs/design/voice-and-format.md). Every Spanish
// catalogue (es and each variant merged over it) is searched for usted and tú forms (tests/support/voseo.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/contract/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { nonVoseoForms } from '../support/voseo';
import { resetLinkMail, welcomeMail } from '@/backend/modules/account/account-links';
import { codeResetMail, credentialsMail, passwordResetMail } from '@/backend/modules/mail/account-mails';
import { collectionWindowTemplate, pickupNoticeTemplate, renderMessage } from '@/backend/modules/mail/render-message';
import { deviceMessages } from '@/backend/modules/locker-device/device-result';
import { lostCodeMessages } from '@/backend/modules/locker-device/lost-code';

function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
  return [];
}

const spanishLocales = readdirSync(path.join(process.cwd(), 'messages')).filter((folder) => folder === 'es' || folder.startsWith('es-'));

describe('the voice check', () => {
  it.each([
    ['¿Olvidó su contraseña?', ['su contraseña', '¿olvidó']],
    ['Para poder continuar con el cuestionario, debes ver el video completo.', ['debes']],
    ['Ingrese con su cuenta del portal.', ['ingrese', 'su cuenta']],
    ['Elige un archivo.', ['elige']],
    ['No tiene permiso para ver esta página.', ['no tiene permiso para ver']],
  ])('finds the usted or tú form in "%s"', (text, forms) => {
    expect(nonVoseoForms(text)).toEqual(forms);
  });

  it.each([
    '¿Olvidaste tu contraseña?',
    'Para poder continuar con el cuestionario, debés ver el video completo.',
    'Ingresá con tu cuenta del portal.',
    'Te vamos a enviar un enlace.',
    'El valor debe ser mayor a 500',
    'Cuando el paquete se ingresa al locker',
    '¿Cómo retira el destinatario su paquete?',
    'Podés extenderlo editando la reserva.',
    'No cierres la página.',
    'El navegador no tiene permiso para mostrar notificaciones.',
  ])('lets the voseo or third-person "%s" pass', (text) => {
    expect(nonVoseoForms(text)).toEqual([]);
  });
});

describe('every Spanish catalogue speaks voseo', () => {
  it('covers es and its variants', () => {
    expect(spanishLocales).toEqual(expect.arrayContaining(['es', 'es-corp']));
  });

  it.each(spanishLocales)('%s has no usted or tú form', async (locale) => {
    const catalogue = texts(await loadMessages(locale as Locale));
    const offending = catalogue.map(([key, text]) => [key, nonVoseoForms(text)] as const).filter(([, forms]) => forms.length > 0);
    expect(Object.fromEntries(offending)).toEqual({});
  });
});

describe("the back-office's own e-mails and the locker's keypad messages speak voseo", () => {
  const recipient = { name: 'Ana', email: 'ana@example.com', tenantName: 'Demo Lockers' };
  const parcel = { reference: 'Libros Ana', location: 'Tienda Centro', address: 'Av. 18 de Julio 1234', pickup_code: '123456', expiration_date: '02/12/2026, 12:55', collect_until: '2026-12-05T15:00:00Z' };
  const mails = {
    welcome: welcomeMail({ name: 'Ana', businessName: 'Demo Lockers' }, 'https://lockers.example'),
    'password reset link': resetLinkMail({ name: 'Ana' }, 'https://lockers.example', 'token'),
    credentials: credentialsMail(recipient, { password: 'secreta', code: '1234' }),
    'password reset by an administrator': passwordResetMail(recipient, 'secreta'),
    'user code reset': codeResetMail(recipient, '1234'),
    'pickup code': renderMessage({ template: pickupNoticeTemplate, payload: parcel, subject: null, body: null }),
    'collection window': renderMessage({ template: collectionWindowTemplate, payload: parcel, subject: null, body: null }),
  };

  it.each(Object.entries(mails))('the %s e-mail', (_, { subject, body }) => {
    expect(nonVoseoForms(`${subject}\n${body}`)).toEqual([]);
  });

  it.each(Object.entries({ ...deviceMessages, ...lostCodeMessages }))('the keypad message %s', (_, text) => {
    expect(nonVoseoForms(text)).toEqual([]);
  });
});
