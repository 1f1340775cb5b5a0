import { RefusalPage } from '@/components/layout/refusal-page';

/** notFound() in a signed-in screen (e.g. a booking id that does not exist): inside the shell. */
export default function PanelNotFound() {
  return <RefusalPage kind="notFound" />;
}
