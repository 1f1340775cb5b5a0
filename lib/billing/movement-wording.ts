// The request's wording of ledger movements (lib/billing/movement-texts.ts): its locale's texts, size names and figures.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { getFormat } from '@/lib/format/server';
import { cache } from 'react';
import { getReferenceNames } from '../bookings/reference-names';
import { describedInUserLanguage, type Movement, type MovementTranslator } from './movement-texts';

export const getMovementWording = cache(async () => {
  const [t, names, format] = await Promise.all([getTranslations('billing.movementTexts'), getReferenceNames(), getFormat()]);
  return <M extends Movement>(movements: M[]): M[] => movements.map((m) => describedInUserLanguage(m, t as MovementTranslator, names, format.count));
});
