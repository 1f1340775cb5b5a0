// The server side of the onboarding dialogs: decides from the user (accepted_tc, seen_walkthrough: see
// pending-onboarding.ts) what is pending and hands only that part's texts to the client gate. Renders nothing for everybody else.
import { getTranslations } from '@/lib/i18n/server';
import { TermsText } from '@/features/terms/terms-text';
import type { Me } from '@/contract/auth';
import type { MenuTourLabels } from './menu-tour';
import { OnboardingGate } from './onboarding-gate';
import { pendingOnboarding } from './pending-onboarding';
import type { TrainingLabels } from './training-dialog';
import type { TrainingVideoSource } from './training-video';

/** YouTube when TRAINING_VIDEO_YOUTUBE_ID is set; otherwise the self-hosted MP4 in public/. */
function trainingVideo(): TrainingVideoSource {
  const id = process.env.TRAINING_VIDEO_YOUTUBE_ID?.trim();
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? { kind: 'youtube', id } : { kind: 'mp4', src: '/training.mp4' };
}

export async function Onboarding({ me }: { me: Me }) {
  const { terms: needsTerms, training: needsTraining, tour: needsTour } = pendingOnboarding(me);
  if (!needsTerms && !needsTraining) return null;
  const t = await getTranslations('onboarding');
  const terms = needsTerms
    ? {
        text: <TermsText />,
        labels: {
          title: t('terms.title'),
          businessName: t('terms.businessName'),
          fantasyNameRequired: t('terms.fantasyNameRequired'),
          accept: t('terms.accept'),
          mustAcceptTermsAndConditions: t('terms.mustAcceptTermsAndConditions'),
          continue: t('terms.continue'),
          saving: t('terms.saving'),
          failed: t('terms.failed'),
        },
      }
    : undefined;
  const training = needsTraining
    ? { labels: { ...(t.raw('training') as Omit<TrainingLabels, 'questions'>), questions: t.raw('training.questions') as TrainingLabels['questions'] }, video: trainingVideo() }
    : undefined;
  // The menu tour belongs to a new user's first visit: it follows the training, never shown on its own.
  const tour = needsTour ? (t.raw('tour') as MenuTourLabels) : undefined;
  return <OnboardingGate needsTerms={needsTerms} needsTraining={needsTraining} terms={terms} training={training} tour={tour} />;
}
