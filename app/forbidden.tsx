import { RefusalPage } from '@/components/layout/refusal-page';
import { SimpleLayout } from '@/components/layout/simple-layout';

/** forbidden() outside the signed-in area; inside it, app/(panel)/forbidden.tsx keeps the shell. */
export default function Forbidden() {
  return (
    <SimpleLayout>
      <RefusalPage kind="forbidden" />
    </SimpleLayout>
  );
}
