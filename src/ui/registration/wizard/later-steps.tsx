import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import { registrationQuote, registrationQuoteInput } from '../../../domain/registration/price'
import type { RegistrationDraft } from '../../../domain/registration/types'
import { issuesUnder } from '../../../domain/registration/validate'
import { useUserState } from '../../../state/user'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { SectionCard } from '../../kit/section-card'
import { ApplicationSummary } from '../documents/application-summary'
import { DocumentsStep } from '../documents/documents-step'
import { NotificationChoice } from '../../flow/notification-choice'

type View = StepViewProps<RegistrationDraft>

const prefixed = (errors: Record<string, MessageKey>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]))

/** provideDocument: what the case needs, uploaded with progress, and originals sent by post. */
export function DocumentsStepView(view: View) {
  const { t } = useTranslation('registration')
  const { draft, issues, send } = view
  const errors = {
    ...prefixed(issuesUnder(issues, 'documents.'), 'documents.'),
    ...prefixed(issuesUnder(issues, 'mailing.'), 'mailing.'),
  }
  return (
    <StepForm view={view} submitLabel={t('documents.submit')} testId="documents">
      <SectionCard title={t('documents.title')} description={t('documents.intro')}>
        <DocumentsStep
          draft={draft}
          onChange={(patch) => send({ type: 'draft.changed', patch })}
          errors={errors}
        />
      </SectionCard>
    </StepForm>
  )
}

/** confirm: the notification method and the summary of exactly what is filed. */
export function ConfirmStepView(view: View) {
  const { t } = useTranslation('registration')
  const { userInfo } = useUserState()
  const { draft, issues, send } = view
  return (
    <StepForm
      view={view}
      submitLabel={t('confirm.submit')}
      busyLabel={t('confirm.submitting')}
      backLabel={() => t('confirm.editDocuments')}
      testId="confirm"
    >
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
    </StepForm>
  )
}
