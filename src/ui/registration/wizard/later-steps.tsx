import { Alert, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import { registrationQuote, registrationQuoteInput } from '../../../domain/registration/price'
import { ORDER_DETAIL_PATHS } from '../../../domain/order-routes'
import { REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import type { RegistrationDraft } from '../../../domain/registration/types'
import { issuesUnder, type DraftIssue } from '../../../domain/registration/validate'
import type { RegistrationEvent } from '../../../machines/flows/registration'
import { useUserState } from '../../../state/user'
import { SectionCard } from '../../kit/section-card'
import { PaymentPanel } from '../../payment/payment-panel'
import { payableOrderQuery } from '../../payment/payment-queries'
import { ApplicationSummary } from '../documents/application-summary'
import { DocumentsStep } from '../documents/documents-step'
import { NotificationChoice } from '../documents/notification-choice'
import { StepActions } from './wizard-flow'

type Send = (event: RegistrationEvent) => void

/** payment: the order made from the information, paid through the commerce payment flow. */
export function PaymentStepView({ draft, send }: { draft: RegistrationDraft; send: Send }) {
  const { t } = useTranslation('registration')
  const orderId = draft.orderId ?? ''
  // The order is read by the payment panel; a paid one moves the flow on at once.
  const order = useQuery({ ...payableOrderQuery(orderId), enabled: orderId !== '' })
  return (
    <Stack gap="5" data-testid="payment-step">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Box>
          <Alert.Title>{t('payment.title', { orderNo: draft.orderNo ?? '' })}</Alert.Title>
          <Alert.Description>{t('payment.intro')}</Alert.Description>
        </Box>
      </Alert.Root>
      {order.isError ? (
        <Text color="fg.error">{t('payment.orderMissing')}</Text>
      ) : (
        <Suspense fallback={null}>
          {orderId && (
            <PaymentPanel
              orderId={orderId}
              onPaid={() => send({ type: 'payment.paid' })}
              onSubmitted={() => undefined}
            />
          )}
        </Suspense>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" onClick={() => send({ type: 'info.edit' })} data-testid="edit-information">
          {t('payment.edit')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('payment.later')}
        </Text>
      </HStack>
    </Stack>
  )
}

/** provideDocument: what the case needs, uploaded with progress, and originals sent by post. */
export function DocumentsStepView({
  draft,
  issues,
  send,
}: {
  draft: RegistrationDraft
  issues: readonly DraftIssue[]
  send: Send
}) {
  const { t } = useTranslation('registration')
  const errors = {
    ...prefixed(issuesUnder(issues, 'documents.'), 'documents.'),
    ...prefixed(issuesUnder(issues, 'mailing.'), 'mailing.'),
  }
  return (
    <Stack gap="5" data-testid="documents-step">
      <SectionCard title={t('documents.title')} description={t('documents.intro')}>
        <DocumentsStep
          draft={draft}
          onChange={(patch) => send({ type: 'draft.changed', patch })}
          errors={errors}
        />
      </SectionCard>
      <StepActions issues={issues}>
        <Button
          colorPalette="blue"
          size="lg"
          onClick={() => send({ type: 'documents.submitted' })}
          data-testid="documents-submit"
        >
          {t('documents.submit')}
        </Button>
      </StepActions>
    </Stack>
  )
}

const prefixed = (errors: Record<string, MessageKey>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]))

/** confirm: the notification method and the summary of exactly what is filed. */
export function ConfirmStepView({
  draft,
  issues,
  busy,
  send,
}: {
  draft: RegistrationDraft
  issues: readonly DraftIssue[]
  busy: boolean
  send: Send
}) {
  const { t } = useTranslation('registration')
  const { userInfo } = useUserState()
  const hasDocuments = REGISTRATION_FLOWS[draft.region].steps.includes('provideDocument')
  return (
    <Stack gap="5" data-testid="confirm-step">
      <SectionCard title={t('confirm.notificationTitle')} description={t('confirm.notificationIntro')}>
        <NotificationChoice
          value={draft.notification}
          onChange={(next) => send({ type: 'draft.changed', patch: { notification: next } })}
          error={issuesUnder(issues, 'notification')['']}
          contact={{ email: userInfo?.email ?? '', mobile: userInfo?.mobile ?? '' }}
        />
      </SectionCard>
      <SectionCard title={t('confirm.summaryTitle')} description={t('confirm.summaryIntro')}>
        <ApplicationSummary draft={draft} quote={registrationQuote(registrationQuoteInput(draft))} />
      </SectionCard>
      <StepActions issues={issues}>
        {hasDocuments && (
          <Button variant="outline" onClick={() => send({ type: 'documents.edit' })}>
            {t('confirm.editDocuments')}
          </Button>
        )}
        <Button
          colorPalette="blue"
          size="lg"
          loading={busy}
          loadingText={t('confirm.submitting')}
          onClick={() => send({ type: 'confirm.submitted' })}
          data-testid="confirm-submit"
        >
          {t('confirm.submit')}
        </Button>
      </StepActions>
    </Stack>
  )
}

/** The filing is complete: where to follow it. */
export function DoneView({ draft }: { draft: RegistrationDraft }) {
  const { t } = useTranslation('registration')
  const detail = ORDER_DETAIL_PATHS[REGISTRATION_FLOWS[draft.region].detailPage]
  return (
    <Card.Root data-testid="registration-done">
      <Card.Body gap="4">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{t('done.title')}</Alert.Title>
            <Alert.Description>{t('done.intro', { orderNo: draft.orderNo ?? '' })}</Alert.Description>
          </Box>
        </Alert.Root>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="blue">
            <RouterLink to={detail} search={{ orderId: draft.orderId ?? '' }}>
              {t('done.viewOrder')}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/orderManage">{t('done.allOrders')}</RouterLink>
          </Button>
          <Link asChild fontSize="sm">
            <RouterLink to={REGISTRATION_FLOWS[draft.region].entryPath}>{t('done.another')}</RouterLink>
          </Link>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
