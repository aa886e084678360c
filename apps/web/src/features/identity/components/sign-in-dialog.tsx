import { useState } from 'react';
import { shellMessages } from '@portal/contract';
import { Dialog } from '@/components/ui/dialog';
import type { SignInResult } from '@/lib/sign-in';
import { CardCheckStep, type CheckedCard } from './card-check-step';
import { MobileStep, type OtpTarget } from './mobile-step';
import { OtpStep } from './otp-step';

type Step =
  | { kind: 'card' }
  | { kind: 'mobile'; card: CheckedCard; notice?: string; unlockAt?: string }
  | { kind: 'otp'; card: CheckedCard; target: OtpTarget };

/** The login / sign-up modal (spec 01 §2, §4). Its own chunk: loaded only when it first opens. */
export default function SignInDialog({ width, onClose }: { width?: number; onClose: (result: SignInResult) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'card' });
  return (
    <Dialog
      open
      onClose={() => onClose('redirect')}
      title={shellMessages.logIn}
      width={width}
      description="Prove your card's eligibility, then log in with your mobile number."
    >
      {step.kind === 'card' && <CardCheckStep onChecked={(card) => setStep({ kind: 'mobile', card })} />}
      {step.kind !== 'card' && (
        <div className="mb-4 flex items-center justify-between gap-2 rounded-md bg-stone-100 px-3 py-2">
          <p className="text-sm">
            <span className="text-stone-700">Card: </span>
            <strong data-testid="card-name">{step.card.name}</strong>
          </p>
          <button type="button" className="text-sm text-accent underline" onClick={() => setStep({ kind: 'card' })}>
            Change card
          </button>
        </div>
      )}
      {step.kind === 'mobile' && (
        <MobileStep
          key={step.notice ?? 'mobile'}
          bin={step.card.bin}
          notice={step.notice}
          unlockAt={step.unlockAt}
          onOtpSent={(target) => setStep({ kind: 'otp', card: step.card, target })}
        />
      )}
      {step.kind === 'otp' && (
        <OtpStep
          target={step.target}
          bin={step.card.bin}
          binType={step.card.binType}
          onSignedIn={() => onClose('true')}
          onLocked={(notice, unlockAt) => setStep({ kind: 'mobile', card: step.card, notice, unlockAt })}
        />
      )}
    </Dialog>
  );
}
