// The quiz and the help name booking statuses by the labels the user's language gives them on the list
// (bookings.json `statuses`: the spec's docs/domain/bookings.md labels in Spanish, checked in reference-names.test.ts).
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';

function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(texts);
  return [];
}

const statusesOf = (messages: Record<string, unknown>) => (messages.bookings as { statuses: Record<string, string> }).statuses;
const quotedIn = (tree: unknown) => texts(tree).flatMap((text) => [...text.matchAll(/[«“]([^»”]+)[»”]/g)].map((m) => m[1]!));

describe('status labels quoted in the quiz and the help', () => {
  it.each(['es', 'es-corp', 'en'] as const)('%s quotes only its own status labels, the withdrawal authorisation included', async (locale) => {
    const messages = await loadMessages(locale, ['onboarding', 'help', 'bookings']);
    const statuses = statusesOf(messages);
    const labels = Object.values(statuses);
    const quiz = quotedIn(messages.onboarding);
    expect(quiz).toContain(statuses['11']);
    expect(quiz.filter((label) => !labels.includes(label))).toEqual([]);
    // The help quotes other things too (action names), but never another language's status label.
    const otherLanguage = Object.values(statusesOf(await loadMessages(locale === 'en' ? 'es' : 'en', ['bookings'])));
    expect(quotedIn(messages.help).filter((label) => otherLanguage.includes(label) && !labels.includes(label))).toEqual([]);
  });
});
