'use client';
// Shows what a new user still has to go through, in order (docs/domain/bookings.md): the terms while not accepted, then the
// training video and quiz unless already seen. Each dialog's code loads only when it is shown; a user with
// nothing pending never gets this component at all (the layout renders it only when needed).
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MenuTourLabels } from './menu-tour';
import type { TermsDialogLabels } from './terms-dialog';
import type { TrainingLabels } from './training-dialog';
import type { TrainingVideoSource } from './training-video';

const TermsDialog = lazy(() => import('./terms-dialog'));
const TrainingDialog = lazy(() => import('./training-dialog'));
const MenuTour = lazy(() => import('./menu-tour'));

interface OnboardingGateProps {
  needsTerms: boolean;
  needsTraining: boolean;
  terms?: { text: ReactNode; labels: TermsDialogLabels };
  training?: { labels: TrainingLabels; video: TrainingVideoSource };
  /** The menu walkthrough, for a new user after the training. */
  tour?: MenuTourLabels;
}

export function OnboardingGate({ needsTerms, needsTraining, terms, training, tour }: OnboardingGateProps) {
  const router = useRouter();
  const [step, setStep] = useState<'terms' | 'training' | 'tour' | 'done'>(needsTerms ? 'terms' : needsTraining ? 'training' : tour ? 'tour' : 'done');
  const finish = () => {
    setStep('done');
    router.refresh();
  };
  const afterTraining = () => (tour ? setStep('tour') : finish());
  return (
    <Suspense fallback={null}>
      {step === 'terms' && terms && <TermsDialog text={terms.text} labels={terms.labels} onAccepted={() => (needsTraining ? setStep('training') : afterTraining())} />}
      {step === 'training' && training && <TrainingDialog labels={training.labels} video={training.video} onClose={afterTraining} />}
      {step === 'tour' && tour && <MenuTour labels={tour} onDone={finish} />}
    </Suspense>
  );
}
