// /reservas/nueva – creating a booking as a page of its own: a server-rendered form posting to a server action, so it
// works before any JavaScript arrives (and without it). The list's "Nueva reserva" links here; once the list's
// code has loaded, the link opens the create modal instead (create-booking-button.tsx). The balance and what each
// size costs show before the form, and a balance that covers no booking says so first, with the way to recharge.
// Each size also says how many doors each locker has free (read with the page; none shown if it cannot be read).
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { forbidden } from 'next/navigation';
import type { Metadata } from 'next';
import { phoneCountries } from '@/common/phone-countries';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { rechargeHref } from '@/lib/billing/list-definitions';
import { getPrices } from '@/lib/billing/prices';
import { newIdempotencyKey } from '@/lib/idempotency/new-key';
import { bookingFormFeatures, canCreateBookings, defaultPhoneCountry } from '@/lib/bookings/permissions';
import { getBookingSizes, getLocations } from '@/lib/bookings/queries';
import { getDoorAvailability } from '@/lib/bookings/door-availability';
import { freeDoors } from '@/lib/bookings/free-doors';
import { getFormat } from '@/lib/format/server';
import { requireAccess } from '@/lib/session';
import { BookingBalance, sizeCosts } from '../_components/booking-balance';
import { NewBookingForm } from './_components/new-booking-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings.form');
  return { title: t('title') };
}

export default async function NewBookingPage() {
  const me = await requireAccess('bookings');
  if (!canCreateBookings(me)) forbidden();
  const [allLocations, sizes, prices, availability, t, tf, tc, format, locale] = await Promise.all([
    getLocations(),
    getBookingSizes(),
    getPrices(),
    getDoorAvailability(),
    getTranslations('bookings.form'),
    getTranslations('bookings.fields'),
    getTranslations('common.actions'),
    getFormat(),
    getLocale(),
  ]);
  const balance = me.extra_data.credits;
  const credits = (count: number) => ({ count, credits: format.count(count) });
  const { costed, short } = sizeCosts(
    sizes.map(({ id, name }) => ({ id, name, credits: prices.doors.find((door) => door.size_id === id)?.credits })),
    balance,
  );
  const sizeLabel = (s: (typeof costed)[number]) => t('sizeWithCost', { name: s.name, ...credits(s.credits) });
  const locations = allLocations.filter((l) => l.enabled === 1).map(({ id, description }) => ({ id, description }));
  /** Each locker's label and count for a size, when the free doors could be read. */
  const atLocker = (s: (typeof costed)[number]) => {
    if (!availability) return undefined;
    return Object.fromEntries(
      locations.map(({ id }) => {
        const free = freeDoors(availability, id, s.id) ?? 0;
        return [id, { free, label: t('freeDoors', { name: sizeLabel(s), count: free }) }];
      }),
    );
  };
  const regionNames = new Intl.DisplayNames([locale.startsWith('en') ? 'en' : 'es'], { type: 'region' });

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="mb-6 max-w-3xl">
        <BookingBalance
          balance={t('balance', credits(balance))}
          costs={t('costs', { costs: costed.map(sizeLabel).join(', ') })}
          notEnough={short ? t('notEnough') : undefined}
          rechargeLabel={t('recharge')}
        />
      </Card>
      <Card className="max-w-3xl">
        <NewBookingForm
          initial={{ values: { idempotency_key: newIdempotencyKey() } }}
          locations={locations}
          sizes={costed.map((s) => ({ id: s.id, label: sizeLabel(s), atLocker: atLocker(s) }))}
          countries={phoneCountries.map(([code, prefix]) => ({ code, label: `${regionNames.of(code) ?? code} (${prefix})` }))}
          defaultCountry={defaultPhoneCountry(me)}
          features={bookingFormFeatures(me)}
          rechargeHref={rechargeHref}
          labels={{
            description: tf('description'),
            email: tf('email'),
            document: tf('document'),
            phone_country: tf('phone_country'),
            phone_number: tf('phone_number'),
            location: tf('location'),
            size: tf('size'),
            code_validity_hours: tf('code_validity_hours'),
            whatsapp: tf('whatsapp'),
            notes: tf('notes'),
            pre_booking: tf('pre_booking'),
            fenicio: t('fenicio.order'),
            districad: t('districadFlag'),
            preBookingHint: t('preBookingHint'),
            chooseLocker: t('chooseLocker'),
            chooseSize: t('chooseSize'),
            submit: t('submit'),
            submitting: t('submitting'),
            cancel: tc('cancel'),
            recharge: t('recharge'),
            noFreeDoor: t('noFreeDoor'),
          }}
        />
      </Card>
    </>
  );
}
