// The default layout of docs/domain/screens.md for a signed-in user: drawer menu, top bar, page, footer. Used by
// the signed-in screens' layout and by the root 404, which shows it to a signed-in user at an unknown address.
import { getTranslations } from '@/lib/i18n/server';
import { Suspense, type ReactNode } from 'react';
import type { Me } from '@/contract/auth';
import { DrawerMenu } from '@/components/layout/drawer-menu';
import { DrawerShell } from '@/components/layout/drawer-shell';
import { Footer } from '@/components/layout/footer';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { getDockedDrawer, getThemePreference } from '@/components/layout/preferences-server';
import { ProductMark } from '@/components/layout/product-mark';
import { SkipLink } from '@/components/layout/skip-link';
import { Onboarding } from '@/features/onboarding/onboarding';
import { TopBar } from '@/components/layout/top-bar';
import { DemoExposureBanner } from '@/components/layout/demo-exposure-banner';

export async function PanelShell({ me, children }: { me: Me; children: ReactNode }) {
  const [drawer, theme, t, ts] = await Promise.all([
    getDockedDrawer(),
    getThemePreference(),
    getTranslations('navigation'),
    getTranslations('shell.menu'),
  ]);
  return (
    <>
      <DrawerShell skipLink={<SkipLink />} initial={drawer} label={t('label')} closeLabel={ts('close')} brand={<ProductMark hideNameInRail />} menu={<DrawerMenu me={me} />}>
        <DemoExposureBanner />
        <TopBar
          me={me}
          theme={theme}
          notifications={
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          }
        />
        <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-6 md:px-8 print:p-0">
          {children}
        </main>
        <Footer />
      </DrawerShell>
      <Onboarding me={me} />
    </>
  );
}
