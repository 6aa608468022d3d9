import { Alert, Button, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { BusinessError } from '../../api/client'
import { paymentSchemas } from '../../api/schemas/payment'
import { FormField } from '../kit/form-field'
import { SectionCard } from '../kit/section-card'
import { toastError } from '../kit/toast'
import { PageFrame } from './page-frame'
import { manualRequestMutation } from '../../api/payment'
import { useFieldMessage } from '../kit/message'

const schema = paymentSchemas.leaveMessageCreateLeaveMessage.req
type Values = z.input<typeof schema>

const defaults: Values = { contact: '', phone: '', email: '', content: '', orderNo: '' }

/**
 * /manMade: a request for a person to handle something the portal's flows do not cover (an unusual filing,
 * a quote, a payment problem). The same rules as the server check the form; a request gets a ticket number.
 */
export function ManMadePage() {
  const { t } = useTranslation('payment')
  const fieldMessage = useFieldMessage()
  const send = useMutation(manualRequestMutation())
  const [ticket, setTicket] = useState<string | null>(null)
  const form = useForm<Values>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues: defaults })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await send.mutateAsync(values)
      setTicket(result.ticketNo)
      form.reset(defaults)
    } catch (error) {
      // What was typed stays; the message says what went wrong.
      toastError(t('manMade.failed'), error instanceof BusinessError ? error.msg : undefined)
    }
  })
  return (
    <PageFrame title={t('page.manMade.title')} intro={t('page.manMade.intro')} testId="man-made-page">
      {ticket ? (
        <Alert.Root status="success" data-testid="man-made-done">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('manMade.doneTitle', { ticket })}</Alert.Title>
            <Alert.Description>{t('manMade.doneText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <SectionCard title={t('manMade.formTitle')}>
        <form noValidate onSubmit={(e) => void submit(e)} data-testid="man-made-form">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('manMade.contact')} required error={fieldMessage(errors.contact)}>
                <Input autoComplete="name" maxLength={50} {...form.register('contact')} />
              </FormField>
              <FormField label={t('manMade.phone')} required error={fieldMessage(errors.phone)}>
                <Input type="tel" autoComplete="tel" {...form.register('phone')} />
              </FormField>
              <FormField label={t('manMade.email')} error={fieldMessage(errors.email)}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <FormField
                label={t('manMade.orderNo')}
                error={fieldMessage(errors.orderNo)}
                helperText={t('manMade.orderNoHint')}
              >
                <Input {...form.register('orderNo')} />
              </FormField>
            </SimpleGrid>
            <FormField
              label={t('manMade.content')}
              required
              error={fieldMessage(errors.content)}
              helperText={t('manMade.contentHint')}
            >
              <Textarea rows={5} maxLength={1000} {...form.register('content')} />
            </FormField>
            <Text fontSize="xs" color="fg.muted">
              {t('manMade.privacy')}
            </Text>
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={send.isPending}>
              {t('manMade.submit')}
            </Button>
          </Stack>
        </form>
      </SectionCard>
    </PageFrame>
  )
}
