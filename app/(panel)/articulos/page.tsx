// /articulos – articles. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('articles');

export default async function ArticlesPage() {
  await requireAccess('articles');
  return <ComingSoon item="articles" />;
}
