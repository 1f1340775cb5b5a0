import { ForbiddenPage } from '@/features/shell/forbidden-page';

/** requireAccess() refusing a signed-in screen: the 403 page, inside the shell. */
export default function PanelForbidden() {
  return <ForbiddenPage />;
}
