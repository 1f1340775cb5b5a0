// The edit and delete items most rows offer, built on the server with the row's id bound into the server
// action, so the browser gets texts and references, not message catalogues.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import type { ActionResult } from '@/lib/actions/action-result';
import type { RowActionItem } from './row-actions';

interface EditDelete {
  /** The edit drawer's URL, when the user may edit. */
  editHref?: string;
  /** The delete action bound to the row, when the user may delete. */
  remove?: () => Promise<ActionResult>;
  deleteTitle: string;
}

export async function editDeleteItems({ editHref, remove, deleteTitle }: EditDelete): Promise<RowActionItem[]> {
  const t = await getTranslations('lists');
  const items: RowActionItem[] = [];
  if (editHref) items.push({ key: 'edit', label: t('actions.edit'), icon: 'edit', href: editHref });
  if (remove) items.push({ key: 'delete', label: t('actions.delete'), icon: 'delete', run: remove, danger: true, confirm: { title: deleteTitle, body: t('messages.deleteBody') } });
  return items;
}

