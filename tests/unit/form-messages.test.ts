// The administration drawers show the contract's Spanish messages in the user's language: a known text (or an
// over-long value's "No puede tener más de N caracteres", with its N) becomes its lists.messages key; any other
// text, such as a server's own refusal, is shown as it came.
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { apartmentBody } from '@/contract/apartments';
import { contractMessage } from '@/lib/forms/contract-messages';
import listsEn from '@/messages/en/lists.json';
import listsEs from '@/messages/es/lists.json';

const issueOf = (input: Record<string, unknown>, field: string) =>
  apartmentBody.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('contract messages in the drawers', () => {
  const longName = { name: 'x'.repeat(130), block: 'A', number: '1' };

  it('an over-long value reads in English with its limit, and in Spanish as the contract says it', () => {
    const text = issueOf(longName, 'name');
    expect(text).toBe('No puede tener más de 120 caracteres');
    const known = contractMessage(text)!;
    expect(known).toEqual({ key: 'tooLong', values: { max: 120 } });
    const en = createTranslator({ locale: 'en', messages: listsEn, namespace: 'messages' });
    const es = createTranslator({ locale: 'es', messages: listsEs, namespace: 'messages' });
    expect(en(known.key, known.values)).toBe('Cannot be longer than 120 characters');
    expect(es(known.key, known.values)).toBe(text);
  });

  it('a required field maps to its key; any other text is left as it came', () => {
    expect(contractMessage(issueOf({ ...longName, name: '' }, 'name'))).toEqual({ key: 'required' });
    expect(contractMessage('Ya existe un apartamento con ese número')).toBeUndefined();
    expect(contractMessage('No puede tener más de cero caracteres')).toBeUndefined();
    expect(contractMessage(undefined)).toBeUndefined();
  });
});
