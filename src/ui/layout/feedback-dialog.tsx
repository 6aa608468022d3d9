import {
  Alert,
  Box,
  Button,
  HStack,
  Image,
  Input,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Suspense, useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { sendFeedbackMutation, serviceContactQuery } from '../../api/feedback'
import { UPLOAD_MAX_BYTES } from '../../domain/constants'
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_KINDS,
  feedbackFormSchema,
  type FeedbackForm,
} from '../../domain/feedback-rules'
import type { Message } from '../../domain/message-key'
import { ChoiceField } from '../kit/choice-field'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'
import { checkImageFile, imageDataUrl } from '../kit/read-image-file'

const EMPTY: FeedbackForm = { kind: 'suggestion', content: '', contact: '', page: '', screenshot: '' }

/**
 * Feedback on the portal (feedback/saveFeedback), opened from the help menu on any page: what kind, what
 * happened, how to answer (the account's e-mail when left empty) and an optional screenshot checked by its
 * bytes. It records the page it was opened on; a sent feedback shows its ticket number.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The form mounts with each opening, so it starts empty after a feedback was sent. Its words load with the
  // first opening (the help menu is on every page); meanwhile nothing shows rather than the page suspending.
  return open ? (
    <Suspense fallback={null}>
      <FeedbackForm onClose={onClose} />
    </Suspense>
  ) : null
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('feedback')
  const fieldMessage = useFieldMessage()
  const page = useRouterState({ select: (s) => s.location.pathname })
  const contact = useQuery(serviceContactQuery())
  const send = useMutation(sendFeedbackMutation())
  const [ticket, setTicket] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<FeedbackForm>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { ...EMPTY, page },
  })
  const { errors } = form.formState
  const length = form.watch('content')?.length ?? 0

  const submit = form.handleSubmit(async (values) => {
    setProblem(null)
    try {
      const saved = await send.mutateAsync(values)
      setTicket(saved.ticketNo)
    } catch (error) {
      // What was typed stays.
      setProblem(error instanceof BusinessError && error.msg ? error.msg : t('failed'))
    }
  })

  const desk = contact.data
  const deskNote = desk
    ? t('desk', {
        hotline: desk.hotline,
        email: desk.email,
        hours: i18n.language === 'en' ? desk.hoursEn : desk.hoursZh,
      })
    : null

  if (ticket)
    return (
      <FormDialog open onClose={onClose} title={t('title')} cancelLabel={t('close')} testId="feedback-dialog">
        <Alert.Root status="success" data-testid="feedback-sent">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('sentTitle', { ticket })}</Alert.Title>
            <Alert.Description>{t('sentText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </FormDialog>
    )
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('title')}
      description={t('intro')}
      onSubmit={submit}
      busy={send.isPending}
      submit={{ label: t('submit'), testId: 'feedback-submit' }}
      size="lg"
      testId="feedback-dialog"
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <ChoiceField
              label={t('kind')}
              value={field.value}
              onChange={field.onChange}
              options={FEEDBACK_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              testId="feedback-kind"
              fullWidth
            />
          )}
        />
        <FormField
          label={t('content')}
          required
          error={fieldMessage(errors.content)}
          helperText={t('contentHint', { length, max: FEEDBACK_CONTENT_MAX })}
        >
          <Textarea
            rows={5}
            maxLength={FEEDBACK_CONTENT_MAX + 50}
            {...form.register('content')}
            data-testid="feedback-content"
          />
        </FormField>
        <FormField label={t('contact')} error={fieldMessage(errors.contact)} helperText={t('contactHint')}>
          <Input autoComplete="email" {...form.register('contact')} data-testid="feedback-contact" />
        </FormField>
        <Controller
          control={form.control}
          name="screenshot"
          render={({ field }) => (
            <ScreenshotField
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errors.screenshot ? fieldMessage(errors.screenshot) : undefined}
            />
          )}
        />
        {problem ? (
          <Text fontSize="sm" color="fg.error" role="alert" data-testid="feedback-error">
            {problem}
          </Text>
        ) : null}
        {deskNote ? (
          <Text fontSize="xs" color="fg.muted" data-testid="feedback-desk">
            {deskNote}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  )
}

/** An optional screenshot: a JPG, PNG or GIF of at most 2 MB by its bytes, previewed, removable. */
function ScreenshotField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: Message
}) {
  const { t } = useTranslation('feedback')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<Message | null>(null)

  const choose = async (file: File | undefined) => {
    if (!file) return
    const check = await checkImageFile(file, UPLOAD_MAX_BYTES)
    if (!check.ok) {
      setProblem(check.error)
      return
    }
    setProblem(null)
    onChange(await imageDataUrl(file, check.format))
  }

  const shown = problem ?? error
  return (
    <FormField label={t('screenshot')} controlId={inputId} error={shown} helperText={t('screenshotHint')}>
      <VisuallyHidden>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          data-testid="feedback-screenshot"
          onChange={(e) => {
            void choose(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </VisuallyHidden>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          {value ? t('screenshotReplace') : t('screenshotChoose')}
        </Button>
        {value ? (
          <>
            <Box borderWidth="1px" rounded="sm" overflow="hidden">
              <Image src={value} alt={t('screenshotPreview')} maxH="16" maxW="32" objectFit="contain" />
            </Box>
            <Button size="sm" variant="ghost" onClick={() => onChange('')}>
              {t('screenshotRemove')}
            </Button>
          </>
        ) : null}
      </HStack>
    </FormField>
  )
}
