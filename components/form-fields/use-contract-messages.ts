'use client';
// The forms' TranslateMessage: the contract's validation texts in the user's language (errors.validation, a
// module every form's chunk provider loads), any other text as it came.
import { useTranslations } from 'next-intl';
import { translateContractMessage } from '@/lib/forms/contract-messages';
import type { TranslateMessage } from './field-binding';

export function useContractMessages(): TranslateMessage {
  const t = useTranslations('errors.validation');
  return (text) => translateContractMessage(text, t);
}
