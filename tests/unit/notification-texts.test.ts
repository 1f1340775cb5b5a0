// The bell words each notification kind in the user's language from the facts the backend keeps in `data`; the
// Spanish wording is exactly the backend's own, and a notification without its facts keeps the backend's texts.
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { notificationTexts, type NotificationText } from '@/backend/modules/notifications/notification-texts';
import type { ClientNotification } from '@/lib/notifications/notification-list';
import { inUserLanguage, type KindTranslator } from '@/lib/notifications/notification-texts';
import en from '@/messages/en/notifications.json';
import es from '@/messages/es/notifications.json';

const translator = (locale: string, messages: typeof es) => createTranslator({ locale, messages, namespace: 'kinds' }) as unknown as KindTranslator;
const inSpanish = translator('es', es);
const inEnglish = translator('en', en);

/** The notification as GET /notifications hands it to the bell. */
const received = (text: Pick<NotificationText, 'kind' | 'title' | 'body' | 'data'>): ClientNotification => ({
  id: 1, title: text.title, body: text.body, data: { kind: text.kind, ...text.data }, read: false, time: '2026-11-26T12:00:00.000Z',
});

const everyKind = (reference: string) => [
  notificationTexts.parcelDeposited({ bookingId: 60, reference, location: 'Tienda Centro' }),
  notificationTexts.parcelCollected({ bookingId: 60, reference }),
  notificationTexts.parcelExpiring({ bookingId: 60, reference, hoursLeft: 24 }),
  notificationTexts.parcelExpired({ bookingId: 60, reference }),
  notificationTexts.codeLapsed({ bookingId: 60, reference }),
  notificationTexts.creditsApplied(4000),
  notificationTexts.receiptConfirmed(12, 4000),
];

describe('notifications in the user\'s language', () => {
  it.each(['', 'Pedido {7}'])('Spanish words every kind as the backend does (reference %j)', (reference) => {
    for (const text of everyKind(reference)) {
      expect(inUserLanguage(received(text), inSpanish)).toMatchObject({ title: text.title, body: text.body });
    }
  });

  it('English words every kind in English, with the same facts', () => {
    const worded = everyKind('Pedido 7').map((text) => inUserLanguage(received(text), inEnglish));
    expect(worded.map((n) => n.title)).toEqual(['Parcel deposited', 'Parcel collected', 'Parcel about to expire', 'Pickup expired', 'Drop-off expired', 'Credits added', 'Receipt confirmed']);
    expect(worded[0]!.body).toBe('Booking 60 (Pedido 7) is in locker Tienda Centro. The pickup code was sent to the recipient.');
    expect(worded[2]!.body).toBe('The pickup deadline of booking 60 (Pedido 7) ends in less than 24 hours.');
    expect(worded[6]!.body).toBe('Receipt #12 was confirmed: 4000 credits added.');
    expect(inUserLanguage(received(notificationTexts.parcelCollected({ bookingId: 61, reference: '' })), inEnglish).body).toBe('Booking 61 was collected from the locker.');
  });

  it('keeps the backend\'s texts for a kind it does not know or a notification without its facts', () => {
    const older = { id: 2, title: 'Paquete retirado', body: 'La reserva 5 fue retirada del locker.', data: { kind: 'parcel_collected', booking_id: 5 }, read: true, time: '2026-11-01T00:00:00.000Z' };
    expect(inUserLanguage(older, inEnglish)).toEqual(older);
    const unknown = { ...older, data: { kind: 'locker_offline', booking_id: 5, reference: '' } };
    expect(inUserLanguage(unknown, inEnglish)).toEqual(unknown);
    const wrongType = { ...older, data: { kind: 'credits_applied', credits: '4000' } };
    expect(inUserLanguage(wrongType, inEnglish)).toEqual(wrongType);
  });
});
