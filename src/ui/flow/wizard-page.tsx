import { Alert, Button, Card, Spinner, Stack } from '@chakra-ui/react'
import { lazy, Suspense, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { DONE } from '../../domain/wizard/define'
import type { WizardConfig, WizardDraftBase } from '../../domain/wizard/types'
import { useMessage } from '../kit/message'
import { ConflictDialog } from './conflict-dialog'
import { DoneView } from './done-view'
import { DraftChooser } from './draft-chooser'
import { OrderCharges } from './payment/charged-summary'
import { SaveStatus } from './save-status'
import { useWizard } from './use-wizard'
import { useWizardDraft } from './use-wizard-draft'
import { WizardFrame } from './wizard-frame'
import type { StepViewProps, WizardUi } from './wizard-ui'

/** A new draft id: readable, unique enough for one account. */
export const newDraftId = () => `d-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

export interface WizardPageProps<D extends WizardDraftBase> {
  config: WizardConfig<D>
  ui: WizardUi<D>
  userId: string
  /** The step the URL names, and the draft it names (none: choose or start one). */
  urlStep: string
  draftId?: string
  /** Shows a draft at its first step (the flow then puts the URL where the draft is). */
  open: (draftId: string) => void
  /** Shows a step of the open draft. */
  go: (step: string, options: { replace: boolean }) => void
}

/**
 * The one page every wizard is: without a draft it offers the account's drafts (or starts one); with one it
 * loads it (the server's copy and what this device kept) and runs the flow, showing the step the machine is
 * at. Never an empty page: while loading it says so, and a failure offers to try again.
 */
export function WizardPage<D extends WizardDraftBase>(props: WizardPageProps<D>) {
  const { config, ui, draftId, open } = props
  if (!draftId)
    return (
      <WizardFrame config={config} ui={ui} draft={null} step={null}>
        <DraftChooser ui={ui} onOpen={open} onNew={() => open(newDraftId())} />
      </WizardFrame>
    )
  return <DraftLoader key={`${props.userId}|${draftId}`} {...props} draftId={draftId} />
}

function DraftLoader<D extends WizardDraftBase>(props: WizardPageProps<D> & { draftId: string }) {
  const { t } = useTranslation('flow')
  const { config, ui, userId, draftId } = props
  const loaded = useWizardDraft(config, ui.calls, userId, draftId)
  if (loaded.status !== 'ready')
    return (
      <WizardFrame config={config} ui={ui} draft={null} step={null}>
        {loaded.status === 'loading' ? (
          <Stack align="center" py="12" data-testid="wizard-loading">
            <Spinner size="lg" role="status" aria-label={t('load.loading')} />
          </Stack>
        ) : (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('load.failed')}</Alert.Title>
            <Button size="sm" variant="outline" onClick={loaded.retry}>
              {t('load.retry')}
            </Button>
          </Alert.Root>
        )}
      </WizardFrame>
    )
  return <WizardFlow {...props} loaded={loaded} />
}

function WizardFlow<D extends WizardDraftBase>({
  config,
  ui,
  userId,
  urlStep,
  open,
  go,
  loaded,
}: WizardPageProps<D> & { loaded: Extract<ReturnType<typeof useWizardDraft<D>>, { status: 'ready' }> }) {
  const wizard = useWizard({
    config,
    calls: ui.calls,
    userId,
    initial: loaded.initial,
    base: loaded.base,
    pending: loaded.pending,
    conflict: loaded.conflict,
    urlStep,
    go,
    onSaved: ui.onSaved,
    onOrdered: ui.onOrdered,
    onCompleted: ui.onCompleted,
  })
  const { t } = useTranslation('flow')
  const { draft, snapshot } = wizard
  const text = useMessage()
  const [deferred, setDeferred] = useState(false)
  const done = snapshot.status === 'done'
  const step = done ? DONE : wizard.step
  const View = draft && step && step !== DONE ? stepView(config, ui, step) : null
  return (
    <WizardFrame
      config={config}
      ui={ui}
      draft={draft}
      step={step}
      status={
        <SaveStatus
          state={wizard.save.state}
          savedAt={wizard.save.savedAt}
          orderNo={draft?.orderNo ?? null}
          onResolve={() => setDeferred(false)}
        />
      }
    >
      {!draft || !step ? (
        <Stack align="center" py="12">
          <Spinner size="lg" />
        </Stack>
      ) : done ? (
        <DoneView ui={ui} draft={draft} />
      ) : View ? (
        <Stack gap="4">
          {/* A refusal that is not about one field (paid already, not saved): said above the step, not lost. */}
          {snapshot.context.error && (
            <Alert.Root status="error" role="alert" data-testid="step-error">
              <Alert.Indicator />
              <Alert.Title>{text(snapshot.context.error)}</Alert.Title>
            </Alert.Root>
          )}
          {/* The finishing step says what the paid order charged, read from the order itself. */}
          {draft.orderId && isFinishStep(config, step) && (
            <Card.Root size="sm">
              <Card.Body>
                <OrderCharges orderId={draft.orderId} />
              </Card.Body>
            </Card.Root>
          )}
          {/* A step's screen may load when the flow reaches it. */}
          <Suspense
            fallback={<Spinner size="lg" alignSelf="center" role="status" aria-label={t('load.loading')} />}
          >
            <View
              config={config}
              draft={draft}
              issues={snapshot.context.issues}
              busy={snapshot.hasTag('busy')}
              send={wizard.send}
            />
          </Suspense>
        </Stack>
      ) : null}
      <ConflictDialog
        open={wizard.conflict !== null && !deferred}
        onClose={() => setDeferred(true)}
        conflict={wizard.conflict}
        describeField={ui.describeField ?? ((path) => path)}
        onMerge={() => {
          setDeferred(false)
          wizard.merge()
        }}
        onLoadNewer={() => {
          setDeferred(false)
          wizard.loadNewer()
        }}
        onKeepMine={async () => {
          const id = newDraftId()
          await wizard.keepMine(id)
          open(id)
        }}
      />
    </WizardFrame>
  )
}

// The payment panel loads when a flow reaches its payment step.
const PaymentStepView = lazy(() => import('./payment-step').then((m) => ({ default: m.PaymentStepView })))

const isFinishStep = <D extends WizardDraftBase>(config: WizardConfig<D>, step: string) =>
  config.steps.find((s) => s.id === step)?.role === 'finish'

/** The view of a step: the flow's own, or the shared payment view. */
function stepView<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  ui: WizardUi<D>,
  step: string,
): ComponentType<StepViewProps<D>> | null {
  const own = ui.views[step]
  if (own) return own
  // The shared view takes any wizard's draft; lazy() keeps only its base type.
  return config.steps.find((s) => s.id === step)?.role === 'pay'
    ? (PaymentStepView as unknown as ComponentType<StepViewProps<D>>)
    : null
}
