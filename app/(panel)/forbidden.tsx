import { RefusalPage } from '@/components/layout/refusal-page';

/** requireAccess() refusing a signed-in screen: the 403 page, inside the shell. */
export default function PanelForbidden() {
  return <RefusalPage kind="forbidden" />;
}
