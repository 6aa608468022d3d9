import { Button, Fieldset, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requestAccountChangeMutation } from '../../api/account'
import { BusinessError } from '../../api/client'
import type { AccountRequest } from '../../api/schemas/feedback'
import type { AccountKind } from '../../domain/account-rules'
import { businessDate } from '../../domain/clock'
import {
  RETAINABLE_DATA,
  RETENTION_REASON_MAX,
  canRequest,
  retentionRequestSchema,
  type RetentionRequestForm,
} from '../../domain/feedback-rules'
import { CheckBox } from '../kit/check-box'
import { ChoiceField } from '../kit/choice-field'
import { FactList } from '../kit/fact-list'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'
import { SectionCard } from '../kit/section-card'
import { toastSuccess } from '../kit/toast'
import { FeedbackDialog } from '../layout/feedback-dialog'

const EMPTY: RetentionRequestForm = { kind: 'close', keep: [], reason: '', confirmed: false }

/**
 * Closing or downgrading the account: the customer asks, saying which of the account's data to keep
 * (member/retainedInformationFeedback). Nothing changes by itself: staff contact them first. An open request
 * is shown instead of the form.
 */
export function AccountRequestSection({
  accountType,
  request,
}: {
  accountType: AccountKind
  request: AccountRequest | null
}) {
  const { t } = useTranslation('account')
  const [open, setOpen] = useState(false)
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  return (
    <SectionCard title={t('request.title')} description={t('request.intro')} testId="account-request">
      {request ? (
        <Stack gap="2" data-testid="account-request-open">
          <Text fontWeight="medium">
            {t('request.received', { ticket: request.ticketNo, date: businessDate(request.createdAt) })}
          </Text>
          <FactList
            rows={[
              [t('request.kind'), t(`request.kinds.${request.kind}`)],
              [
                t('request.keep'),
                request.keep.length
                  ? request.keep.map((k) => t(`request.data.${k}`)).join(t('request.listSeparator'))
                  : t('request.keepNothing'),
              ],
              [t('request.reason'), request.reason],
            ]}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('request.next')}
          </Text>
        </Stack>
      ) : (
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => setOpen(true)}
          data-testid="account-request-start"
        >
          {t('request.start')}
        </Button>
      )}
      <HStack gap="2" wrap="wrap" mt="3" fontSize="sm" color="fg.muted">
        <Text>{t('request.feedbackNote')}</Text>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => setFeedbackOpen(true)}
          data-testid="account-feedback"
        >
          {t('request.feedback')}
        </Button>
      </HStack>
      {open ? <RequestDialog accountType={accountType} onClose={() => setOpen(false)} /> : null}
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </SectionCard>
  )
}

function RequestDialog({ accountType, onClose }: { accountType: AccountKind; onClose: () => void }) {
  const { t } = useTranslation('account')
  const fieldMessage = useFieldMessage()
  const send = useMutation(requestAccountChangeMutation())
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<RetentionRequestForm>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(retentionRequestSchema),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState
  const kinds = (['close', 'downgrade'] as const).filter((k) => canRequest(k, accountType))

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await send.mutateAsync(values)
      toastSuccess(t('request.sent', { ticket: saved.ticketNo }))
      onClose()
    } catch (error) {
      // What was chosen stays; the server's reason shows in the dialog.
      setProblem(error instanceof BusinessError && error.msg ? error.msg : t('request.failed'))
    }
  })

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('request.dialogTitle')}
      description={t('request.dialogIntro')}
      onSubmit={submit}
      busy={send.isPending}
      submit={{ label: t('request.submit'), palette: 'red', testId: 'account-request-submit' }}
      testId="account-request-dialog"
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <ChoiceField
              label={t('request.kind')}
              value={field.value}
              onChange={field.onChange}
              options={kinds.map((k) => ({ value: k, label: t(`request.kinds.${k}`) }))}
              helper={t(`request.kindHelp.${field.value}`)}
              testId="account-request-kind"
              fullWidth
            />
          )}
        />
        {/* A fieldset, not a FormField: a field gives its one control id to every checkbox inside it. */}
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {t('request.keep')}
          </Fieldset.Legend>
          <Fieldset.HelperText>{t('request.keepHelp')}</Fieldset.HelperText>
          <Fieldset.Content mt="1">
            <Controller
              control={form.control}
              name="keep"
              render={({ field }) => {
                const chosen = field.value ?? []
                return (
                  <Stack gap="1">
                    {RETAINABLE_DATA.map((k) => (
                      <CheckBox
                        key={k}
                        size="sm"
                        checked={chosen.includes(k)}
                        onChange={(on) => field.onChange(on ? [...chosen, k] : chosen.filter((c) => c !== k))}
                        testId={`account-request-keep-${k}`}
                      >
                        {t(`request.data.${k}`)}
                      </CheckBox>
                    ))}
                  </Stack>
                )
              }}
            />
          </Fieldset.Content>
        </Fieldset.Root>
        <FormField
          label={t('request.reason')}
          error={fieldMessage(errors.reason)}
          helperText={t('request.reasonHelp', { max: RETENTION_REASON_MAX })}
        >
          <Textarea rows={3} maxLength={RETENTION_REASON_MAX + 50} {...form.register('reason')} />
        </FormField>
        <Controller
          control={form.control}
          name="confirmed"
          render={({ field }) => (
            <FormField error={fieldMessage(errors.confirmed)}>
              <CheckBox
                checked={field.value === true}
                onChange={field.onChange}
                invalid={Boolean(errors.confirmed)}
                testId="account-request-confirm"
              >
                {t('request.confirm')}
              </CheckBox>
            </FormField>
          )}
        />
        {problem ? (
          <Text fontSize="sm" color="fg.error" role="alert" data-testid="account-request-error">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
