'use client';
// The training video and quiz dialog (docs/domain/screens.md, docs/domain/bookings.md, docs/domain/validation.md): persistent, up to 1200px wide. The questions unlock
// at 75% watched; one at a time with previous/next; a wrong answer shows its explanation; next only after a
// correct one; the congratulations popup only when all are correct. Closing it (or the popup) records
// POST /auth/walkthrough [{type: "video_cuestionario", seen: true}]. Loaded on demand.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useCallback, useReducer, useTransition } from 'react';
import { dialogContentClasses, dialogOverlayClasses } from '@/components/form-dialog/dialog-classes';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { markWalkthroughSeenAction } from '@/lib/account/actions';
import { canFinish, canGoNext, initialQuizState, isCorrect, quizReducer, type QuizEvent, type QuizState } from '@/lib/onboarding/quiz-machine';
import { quizQuestions } from '@/lib/onboarding/quiz-questions';
import { TrainingVideo, type TrainingVideoSource } from './training-video';

export interface TrainingLabels {
  title: string;
  close: string;
  videoLabel: string;
  locked: string;
  progress: string;
  previous: string;
  next: string;
  finish: string;
  correct: string;
  congratulationsTitle: string;
  congratulations: string;
  congratulationsClose: string;
  questions: { text: string; options: string[]; explanations: string[] }[];
}

const keep = (event: Event) => event.preventDefault();
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export default function TrainingDialog({ labels, video, onClose }: { labels: TrainingLabels; video: TrainingVideoSource; onClose: () => void }) {
  const [state, dispatch] = useReducer((s: QuizState, e: QuizEvent) => quizReducer(quizQuestions, s, e), quizQuestions, initialQuizState);
  const [closing, startClosing] = useTransition();
  const onProgress = useCallback((fraction: number) => dispatch({ type: 'progress', fraction }), []);

  const close = () =>
    startClosing(async () => {
      await markWalkthroughSeenAction('video_cuestionario').catch(() => console.error('No se pudo registrar la capacitación'));
      onClose();
    });

  const question = labels.questions[state.index];
  const answer = state.answers[state.index];
  const last = state.index === quizQuestions.length - 1;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={cn(dialogContentClasses, 'max-w-[1200px]')} onEscapeKeyDown={keep} onPointerDownOutside={keep} onInteractOutside={keep} aria-describedby={undefined}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{labels.title}</Dialog.Title>
            <Dialog.Close aria-label={labels.close} disabled={closing} className="-m-2 inline-flex size-10 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg">
              <Icon icon={X} className="size-5" />
            </Dialog.Close>
          </div>
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <TrainingVideo source={video} label={labels.videoLabel} onProgress={onProgress} />
            <div aria-live="polite">
              {state.phase === 'watching' || !question ? (
                <p className="rounded-md border border-line bg-surface-muted p-4 text-sm">{labels.locked}</p>
              ) : (
                <form onSubmit={(e) => (e.preventDefault(), dispatch({ type: last ? 'finish' : 'next' }))} className="space-y-4">
                  <fieldset>
                    <legend className="mb-1 text-xs font-medium text-fg-muted">{fill(labels.progress, { current: state.index + 1, total: quizQuestions.length })}</legend>
                    <p className="mb-3 font-semibold">{question.text}</p>
                    <div className="space-y-2">
                      {question.options.map((option, i) => (
                        <label key={option} className={cn('flex cursor-pointer items-start gap-2 rounded-md border border-line p-3 text-sm hover:bg-hover', answer === i && 'border-primary')}>
                          <input type="radio" name={`question-${state.index}`} checked={answer === i} onChange={() => dispatch({ type: 'choose', option: i })} className="mt-0.5 accent-primary" />
                          {option}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  {answer !== null && answer !== undefined && (
                    <p role="status" className={cn('rounded-md p-3 text-sm', isCorrect(quizQuestions, state) ? 'bg-primary-soft text-primary-soft-fg' : 'border border-danger text-danger')}>
                      {isCorrect(quizQuestions, state) ? fill(labels.correct, { detail: question.explanations[answer] ?? '' }) : question.explanations[answer]}
                    </p>
                  )}
                  <div className="flex flex-wrap justify-between gap-2">
                    <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })} disabled={state.index === 0}>{labels.previous}</Button>
                    <Button type="submit" disabled={last ? !canFinish(quizQuestions, state) : !canGoNext(quizQuestions, state)}>{last ? labels.finish : labels.next}</Button>
                  </div>
                </form>
              )}
            </div>
          </div>
          <Dialog.Root open={state.phase === 'congratulations'} onOpenChange={(open) => !open && close()}>
            <Dialog.Portal>
              <Dialog.Overlay className={dialogOverlayClasses} />
              <Dialog.Content role="alertdialog" className={cn(dialogContentClasses, 'max-w-md text-center')} onPointerDownOutside={keep}>
                <Dialog.Title className="text-xl font-semibold">{labels.congratulationsTitle}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-fg-muted">{labels.congratulations}</Dialog.Description>
                <Button className="mt-6" onClick={close} disabled={closing}>{labels.congratulationsClose}</Button>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
