// Where a page puts the edit modal (the list and a booking's page): what the modal needs from the server, read
// once here; the modal itself opens while the URL says ?editar=<this booking's id>.
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { Me } from '@/contract/auth';
import type { Booking } from '@/contract/bookings';
import type { Locale } from '@/contract/locales';
import { ciRules, defaultPhoneCountry } from '@/lib/bookings/permissions';
import { EditBookingModal } from './edit-booking-modal';
import { editableBooking } from './editable-booking';

export async function EditBookingSlot({ booking, me }: { booking: Booking; me: Me }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('bookings'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <Suspense>
      <EditBookingModal
        labels={{ title: t('edit.title', { id: booking.id }), loading: t('edit.loading') }}
        locale={locale}
        timeZone={timeZone}
        booking={editableBooking(booking)}
        defaultCountry={defaultPhoneCountry(me)}
        ci={ciRules(me)}
      />
    </Suspense>
  );
}
