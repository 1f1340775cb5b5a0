// The help page's search: every word of the query must appear in the question, the answer or the topic,
// ignoring case and accents ("vencimiento" finds "Vencimientos").
export interface FaqEntry {
  topic: string;
  q: string;
  a: string;
}

export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function searchFaq<T extends FaqEntry>(entries: readonly T[], query: string, topicLabel: (topic: string) => string = (t) => t): T[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = normalizeText(`${entry.q} ${entry.a} ${topicLabel(entry.topic)}`);
    return words.every((word) => haystack.includes(word));
  });
}
