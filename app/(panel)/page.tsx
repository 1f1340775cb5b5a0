// / – dashboard (docs/domain/screens.md): the six counts, expired pickups with resend and extend in place, the availability
// widget when the user's show_availability_widget config is on, and the billing card for billing-show users (its
// movements stream in under their own Suspense); the vending counts when the tenant's custom_dashboard flag is set;
// a new business's first steps until they are done; the reports area for datstudio-show-data holders.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from '@/lib/i18n/server';
import { PageHeader } from '@/components/layout/page-header';
import { bookingStatus } from '@/contract/bookings';
import { holds } from '@/common/permissions';
import { availabilityWidgetEnabled, permittedBookingActions } from '@/lib/bookings/permissions';
import { findBookingsInStatus, getBookingSizes } from '@/lib/bookings/queries';
import { getDashboard } from '@/lib/dashboard/queries';
import { getFirstSteps } from '@/lib/dashboard/first-steps-query';
import { dashboardSections } from '@/lib/dashboard/sections';
import { requireAccess } from '@/lib/session';
import { AvailabilityWidget } from './_components/availability-widget';
import { BillingSummary } from './_components/billing-summary';
import { DashboardReports } from './_components/dashboard-reports';
import { DashboardCounts } from './_components/dashboard-counts';
import { ExpiredPickups } from './_components/expired-pickups';
import { FirstSteps } from './_components/first-steps';
import { VendingDashboard } from './_components/vending-dashboard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shell.dashboard');
  return { title: t('title') };
}

const EXPIRED_SHOWN = 10;

export default async function DashboardPage() {
  const me = await requireAccess('dashboard');
  const canSeeBookings = holds(me.permissions, 'booking-show');
  const showAvailability = availabilityWidgetEnabled(me);
  const sections = dashboardSections(me);
  const dashboardReply = getDashboard();
  const [dashboard, expired, sizes, t, steps] = await Promise.all([
    dashboardReply,
    canSeeBookings ? findBookingsInStatus(bookingStatus.pickupExpired, EXPIRED_SHOWN) : null,
    showAvailability ? getBookingSizes() : [],
    getTranslations('shell.dashboard'),
    getFirstSteps(me, dashboardReply),
  ]);
  const name = me.personal_info.name.trim() || me.username;
  return (
    <>
      <PageHeader title={t('title')} description={t('greeting', { name })} />
      {dashboard.custom_dashboard && dashboard.vending && (
        <VendingDashboard vending={dashboard.vending} links={{ sales: sections.salesReport, stock: sections.stockReport }} />
      )}
      {steps && <FirstSteps steps={steps} />}
      <DashboardCounts dashboard={dashboard} showCredits={sections.billing} linkBookings={canSeeBookings} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {expired && <ExpiredPickups bookings={expired.data} total={expired.meta.total} permitted={permittedBookingActions(me.permissions)} />}
        {showAvailability && <AvailabilityWidget availability={dashboard.availability} sizeNames={Object.fromEntries(sizes.map((s) => [s.id, s.name]))} />}
        {sections.billing && <BillingSummary credits={dashboard.credits} />}
        {sections.reports && (
          <Suspense>
            <DashboardReports />
          </Suspense>
        )}
      </div>
    </>
  );
}
