// The unsaved-changes question's texts (common.unsaved) from a translator of that namespace: the drawers build them
// on the server, the booking modals in their chunk.
import type { DiscardLabels } from './unsaved-changes';

export function discardLabels(t: (key: 'title' | 'body' | 'keep' | 'discard') => string): DiscardLabels {
  return { title: t('title'), body: t('body'), keep: t('keep'), discard: t('discard') };
}
