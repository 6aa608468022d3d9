import { Alert, Button, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { BusinessError } from '../../api/client'
import { manualRequestMutation } from '../../api/payment'
import { clearFormDraft, readFormDraft, useKeepFormDraft } from '../kit/form-draft'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'
import { OptionSelect } from '../kit/option-select'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { toastError } from '../kit/toast'
import { LawAdviseAttachments } from './law-advise-attachments'
import {
  LAW_ADVISE_EMPTY,
  LAW_MARKS_MAX,
  LAW_QUESTION_MAX,
  LAW_TOPICS,
  lawAdviseRequest,
  lawAdviseSchema,
  type LawAdviseValues,
} from './law-advise-form'

const DRAFT = 'lawAdvise'

/**
 * /lawAdvise: a question for a trademark lawyer (an opposition to file, an infringement, a transfer). Sent as a
 * manual service request; what is typed survives a reload until it is sent.
 */
export function LawAdvisePage() {
  const { t } = useTranslation('watchResults')
  const fieldMessage = useFieldMessage()
  const send = useMutation(manualRequestMutation())
  const [ticket, setTicket] = useState<string | null>(null)
  const form = useForm<LawAdviseValues, unknown, z.output<typeof lawAdviseSchema>>({
    mode: 'onTouched',
    resolver: zodResolver(lawAdviseSchema),
    defaultValues: { ...LAW_ADVISE_EMPTY, ...readFormDraft<LawAdviseValues>(DRAFT) },
  })
  useKeepFormDraft(DRAFT, form)
  const { errors } = form.formState
  const attachments = form.watch('attachments') ?? []

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await send.mutateAsync(
        lawAdviseRequest(values, {
          topic: t(`advice.topics.${values.topic}`),
          marks: t('advice.marks'),
          attachments: t('advice.attachments'),
        }),
      )
      setTicket(result.ticketNo)
      form.reset(LAW_ADVISE_EMPTY)
      clearFormDraft(DRAFT)
    } catch (error) {
      // What was typed stays; the message says what went wrong.
      toastError(t('advice.failed'), error instanceof BusinessError ? error.msg : undefined)
    }
  })

  return (
    <Stack gap="4" data-testid="law-advise-page">
      <PageHeader title={t('advice.title')} description={t('advice.intro')} />
      {ticket ? (
        <Alert.Root status="success" data-testid="law-advise-done">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('advice.doneTitle', { ticket })}</Alert.Title>
            <Alert.Description>
              {t('advice.doneText')} <RouterLink to="/monitoringResult">{t('advice.toResults')}</RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <SectionCard title={t('advice.formTitle')}>
        <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('advice.formTitle')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('advice.topic')} required error={fieldMessage(errors.topic)}>
                <OptionSelect
                  size="md"
                  emptyLabel={t('advice.chooseTopic')}
                  options={LAW_TOPICS.map((topic) => [topic, t(`advice.topics.${topic}`)])}
                  testId="law-advise-topic"
                  {...form.register('topic')}
                />
              </FormField>
              <FormField
                label={t('advice.marks')}
                required
                error={fieldMessage(errors.marks)}
                helperText={t('advice.marksHint')}
              >
                <Input maxLength={LAW_MARKS_MAX} {...form.register('marks')} />
              </FormField>
            </SimpleGrid>
            <FormField
              label={t('advice.question')}
              required
              error={fieldMessage(errors.question)}
              helperText={t('advice.questionHint', { max: LAW_QUESTION_MAX })}
            >
              <Textarea rows={6} maxLength={LAW_QUESTION_MAX} {...form.register('question')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label={t('advice.contact')} required error={fieldMessage(errors.contact)}>
                <Input autoComplete="name" maxLength={50} {...form.register('contact')} />
              </FormField>
              <FormField label={t('advice.phone')} required error={fieldMessage(errors.phone)}>
                <Input type="tel" autoComplete="tel" {...form.register('phone')} />
              </FormField>
              <FormField label={t('advice.email')} error={fieldMessage(errors.email)}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
            </SimpleGrid>
            <LawAdviseAttachments
              files={attachments}
              onChange={(files) => form.setValue('attachments', files, { shouldDirty: true })}
            />
            <Text fontSize="xs" color="fg.muted">
              {t('advice.privacy')}
            </Text>
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf="flex-start"
              loading={send.isPending}
              data-testid="law-advise-submit"
            >
              {t('advice.submit')}
            </Button>
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  )
}
