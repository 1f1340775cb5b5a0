// The request's wording of ledger movements (lib/billing/movement-texts.ts): its locale's texts and size names.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { cache } from 'react';
import { getReferenceNames } from '../bookings/reference-names';
import { describedInUserLanguage, type Movement, type MovementTranslator } from './movement-texts';

export const getMovementWording = cache(async () => {
  const [t, names] = await Promise.all([getTranslations('billing.movementTexts'), getReferenceNames()]);
  return <M extends Movement>(movements: M[]): M[] => movements.map((m) => describedInUserLanguage(m, t as MovementTranslator, names));
});
