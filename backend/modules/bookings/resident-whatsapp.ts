// Residential variant (docs/domain/data-model.md config resident_should_receive_ws): when a booking's recipient is one of the
// tenant's residents (same e-mail), that resident's config, overriding the tenant's, decides whether the pickup
// code also goes by WhatsApp; the booking's own WhatsApp box decides for anybody else. Without a phone on the
// booking, it goes to the resident's phone (the one the resident form saves, docs/domain/data-model.md), else their cellphone.
import { and, eq, isNull } from 'drizzle-orm';
import { providers, users } from '@/backend/db/schema';
import { configOn } from '@/common/config-flags';
import { internationalPhone } from '@/common/phone-countries';
import { mergeConfigs } from '@/backend/modules/auth/get-me';
import type { BookingDbRow } from './booking-record';
import type { Executor } from './transaction';

export const residentWhatsappConfig = 'resident_should_receive_ws';

/** The phone the WhatsApp goes to, or null for no WhatsApp. */
export async function whatsappRecipient(tx: Executor, booking: BookingDbRow): Promise<string | null> {
  const bookingPhone = internationalPhone(booking.client.phone_country, booking.client.phone_number);
  const email = booking.client.email?.toLowerCase();
  const [resident] = email
    ? await tx
        .select({ extra: users.extraData, info: users.personalInfo, tenantConfigs: providers.configs })
        .from(users)
        .innerJoin(providers, eq(providers.id, users.providerId))
        .where(and(eq(users.providerId, booking.providerId), eq(users.email, email), eq(users.type, 'Residente'), isNull(users.deletedAt)))
        .limit(1)
    : [];
  if (!resident) return booking.whatsapp ? bookingPhone : null;
  if (!configOn(mergeConfigs(resident.tenantConfigs, resident.extra.configs), residentWhatsappConfig)) return null;
  return bookingPhone ?? resident.info.phone ?? resident.info.cellphone ?? null;
}
