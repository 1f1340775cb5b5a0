import { SimpleLayout } from '@/components/layout/simple-layout';
import { ForbiddenPage } from '@/features/shell/forbidden-page';

/** forbidden() outside the signed-in area; inside it, app/(panel)/forbidden.tsx keeps the shell. */
export default function Forbidden() {
  return (
    <SimpleLayout>
      <ForbiddenPage />
    </SimpleLayout>
  );
}
