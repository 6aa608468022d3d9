import { Alert, Box, Button, Container, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, BusinessError } from '../../../api/client'
import { draftListQuery, insertRegistration } from '../../../api/registration-drafts'
import { serverText, type Message } from '../../../domain/message-key'
import { REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import type { RegistrationDraft, RegistrationStep } from '../../../domain/registration/types'
import type { DraftIssue } from '../../../domain/registration/validate'
import { registrationMachine, type RegistrationEvent } from '../../../machines/flows/registration'
import { useMessage } from '../../kit/message'
import { toastError } from '../../kit/toast'
import { forgetLocalDraft } from './draft-storage'
import { DocumentsStepView, ConfirmStepView, DoneView, PaymentStepView } from './later-steps'
import { InformationStep } from './information-step'
import { SaveStatus } from './save-status'
import { useDraftSaving } from './use-draft-saving'
import { WizardHeader } from './wizard-header'

/** What a refused call says: the issues to show next to the fields and a message for the rest. */
function refusal(error: unknown): { issues: DraftIssue[]; message: Message | null } {
  if (error instanceof BusinessError) {
    const data = error.data as { issues?: DraftIssue[] } | null
    return {
      issues: Array.isArray(data?.issues) ? data.issues : [],
      message: error.msg ? serverText(error.msg) : null,
    }
  }
  // Transport failures were reported by the client already.
  return { issues: [], message: error instanceof ApiError ? null : 'errors:communication' }
}

/**
 * One registration, driven by the flow machine: the route shows the step the machine is at, the machine's
 * draft is saved on every change, and the calls the machine asks for (make the order, finish) run here.
 */
export function WizardFlow({
  initial,
  urlStep,
  userId,
}: {
  initial: RegistrationDraft
  urlStep: RegistrationStep
  userId: string
}) {
  const text = useMessage()
  const navigate = useNavigate()
  const client = useQueryClient()
  const actor = useActorRef(registrationMachine)
  const draft = useSelector(actor, (s) => s.context.draft)
  const issues = useSelector(actor, (s) => s.context.issues)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const done = useSelector(actor, (s) => s.status === 'done')
  const saving = useDraftSaving(userId, draft)
  const config = REGISTRATION_FLOWS[initial.region]

  useEffect(() => {
    actor.send({ type: 'draft.loaded', draft: initial })
    // Only the first draft: later changes live in the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  // The calls the flow asks for; their answers go back to it as events.
  useEffect(() => {
    const subs = [
      actor.on('order.create', ({ draft: d }) => {
        void (async () => {
          try {
            await saving.flush(d)
            const made = await insertRegistration(d.draftId, 'order')
            actor.send({ type: 'order.created', orderId: made.orderId ?? '', orderNo: made.orderNo ?? '' })
            void client.invalidateQueries({ queryKey: draftListQuery().queryKey.slice(0, 2) })
          } catch (e) {
            actor.send({ type: 'order.failed', ...refusal(e) })
          }
        })()
      }),
      actor.on('registration.complete', ({ draft: d }) => {
        void (async () => {
          try {
            await saving.flush(d)
            const finished = await insertRegistration(d.draftId, 'complete')
            actor.send({
              type: 'registration.completed',
              completedAt: finished.completedAt ?? new Date().toISOString(),
            })
            forgetLocalDraft(userId, d.draftId)
            void client.invalidateQueries({ queryKey: ['orders'] })
          } catch (e) {
            actor.send({ type: 'registration.failed', ...refusal(e) })
          }
        })()
      }),
    ]
    return () => subs.forEach((s) => s.unsubscribe())
  }, [actor, saving, userId, client])

  useEffect(() => {
    if (error && !(typeof error === 'string' && error.startsWith('registration:'))) toastError(text(error))
  }, [error, text])

  // The URL follows the flow: a URL for another step (typed, or reached with the browser's back and forward
  // buttons) is put back to the step the flow is at. Going back to edit is the page's own buttons' job
  // (info.edit, documents.edit), so a blocked back button on payment never reopens the information.
  const step = draft?.step ?? initial.step
  const go = useCallback(
    (to: RegistrationStep, replace: boolean) =>
      void navigate({
        to: '/$region/registerNew/$step',
        params: { region: config.segment, step: to },
        search: { draftId: initial.draftId },
        replace,
      }),
    [navigate, config.segment, initial.draftId],
  )
  const shown = useRef<RegistrationStep | null>(null)
  useEffect(() => {
    if (!draft) return
    const moved = shown.current !== null && step !== shown.current
    shown.current = step
    // A step the flow moved to is a new page in the history; a URL the flow did not reach is replaced.
    if (urlStep !== step) go(step, !moved)
  }, [draft, step, urlStep, go])

  const send = useCallback((event: RegistrationEvent) => actor.send(event), [actor])
  if (!draft) return null

  return (
    <Container maxW="7xl" py="6" data-testid="registration-wizard" data-step={done ? 'done' : step}>
      <Stack gap="5">
        <WizardHeader
          region={draft.region}
          step={step}
          done={done}
          status={<SaveStatus state={saving.state} savedAt={saving.savedAt} orderNo={draft.orderNo} />}
        />
        {done ? (
          <DoneView draft={draft} />
        ) : step === 'fillInInformation' ? (
          <InformationStep draft={draft} issues={issues} busy={busy} send={send} />
        ) : step === 'payment' ? (
          <PaymentStepView draft={draft} send={send} />
        ) : step === 'provideDocument' ? (
          <DocumentsStepView draft={draft} issues={issues} send={send} />
        ) : (
          <ConfirmStepView draft={draft} issues={issues} busy={busy} send={send} />
        )}
      </Stack>
    </Container>
  )
}

/** The issues of a step as a list above its submit button, so nothing blocks silently. */
export function IssueSummary({ issues }: { issues: readonly DraftIssue[] }) {
  const { t } = useTranslation('registration')
  const text = useMessage()
  if (issues.length === 0) return null
  const messages = [...new Set(issues.map((i) => i.message))]
  return (
    <Alert.Root status="error" data-testid="step-issues">
      <Alert.Indicator />
      <Box>
        <Alert.Title>{t('issues.summary', { count: issues.length })}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" gap="0.5" pl="4" mt="1">
            {messages.map((m) => (
              <Text as="li" key={m} fontSize="sm">
                {text(m)}
              </Text>
            ))}
          </Stack>
        </Alert.Description>
      </Box>
    </Alert.Root>
  )
}

/** The bar under a step: what blocks it and the way on. */
export function StepActions({
  children,
  issues,
}: {
  children: React.ReactNode
  issues: readonly DraftIssue[]
}) {
  return (
    <Stack gap="3">
      <IssueSummary issues={issues} />
      <Grid templateColumns="1fr auto" alignItems="center" gap="3">
        <span />
        <HStack gap="3">{children}</HStack>
      </Grid>
    </Stack>
  )
}

export { Button as StepButton }
