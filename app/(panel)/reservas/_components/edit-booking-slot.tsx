// Where a page puts the edit modal (the list and a booking's page): what the modal needs from the server, read
// once here; the modal itself opens while the URL says ?editar=<this booking's id>.
import { getTranslations } from '@/lib/i18n/server';
import { Suspense } from 'react';
import { drawerChrome } from '@/components/form-drawer/drawer-chrome';
import type { Me } from '@/contract/auth';
import type { Booking } from '@/contract/bookings';
import { editableBooking } from '@/lib/bookings/editable-booking';
import { ciRules, defaultPhoneCountry } from '@/lib/bookings/permissions';
import { EditBookingModal } from './edit-booking-modal';

export async function EditBookingSlot({ booking, me }: { booking: Booking; me: Me }) {
  const t = await getTranslations('bookings');
  return (
    <Suspense>
      <EditBookingModal
        {...await drawerChrome(t('edit.title', { id: booking.id }))}
        booking={editableBooking(booking)}
        defaultCountry={defaultPhoneCountry(me)}
        ci={ciRules(me)}
      />
    </Suspense>
  );
}
