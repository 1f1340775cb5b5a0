// The 403 page's body, inside the shell (app/(panel)/forbidden.tsx) and outside it (app/forbidden.tsx): what was
// refused, who can open it (lib/navigation/refusal-reason.ts) and the way back home. Every forbidden() follows
// getCurrentUser() in the same render, so reading the user again here costs no call.
import { headers } from 'next/headers';
import { RefusalPage } from '@/components/layout/refusal-page';
import { getTranslations } from '@/lib/i18n/server';
import { refusalReason } from '@/lib/navigation/refusal-reason';
import { getCurrentUser } from '@/lib/session';

export async function ForbiddenPage() {
  const [me, requestHeaders, t] = await Promise.all([getCurrentUser(), headers(), getTranslations('errors-ui.forbidden')]);
  // proxy.ts names the address being rendered; without it the refusal is a permission's, as nearly all are.
  const reason = refusalReason(requestHeaders.get('x-pathname'), me);
  return <RefusalPage kind="forbidden" detail={t(`why.${reason}`)} />;
}
