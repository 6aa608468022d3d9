import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { maskContact } from '../../domain/contact-mask'
import { emailField, mobileField, smsCodeField } from '../../domain/schemas'
import type { ContactFlowContext } from '../../machines/flows/contact-change'
import { SERVER_ERROR, useFieldMessage, useMessage } from '../kit/message'
import { PlainFormField, TextInput } from '../kit/plain-form-field'
import { clockText, useCountdown } from '../kit/use-countdown'
import { CodeFields, type ContactFormValues } from './code-fields'

const codeOnly = z.object({
  target: z.string(),
  captchaId: z.string(),
  captchaCode: z.string(),
  code: smsCodeField,
})
const SCHEMAS = {
  verify: codeOnly,
  mobile: codeOnly.extend({ target: mobileField }),
  email: codeOnly.extend({ target: emailField }),
}

export interface ContactStepFormProps {
  step: 'verify' | 'bind'
  /** The contact the step sets (bind) or the channel of the one it proves (verify). */
  channel: 'mobile' | 'email'
  /** verify: the current contact the code goes to (sent as it is, shown masked). */
  proofTarget: string
  /** The machine's context: its refusal, notice, lock and proof. */
  context: ContactFlowContext
  busy: boolean
  onSubmit: (values: { target: string; code: string }) => void
  onLocked: (until: number) => void
  onCancel: () => void
}

/** Too many wrong codes: until when, counting down; nothing can be sent or checked meanwhile. */
function LockNotice({ until }: { until: number | null }) {
  const { t } = useTranslation('security')
  const left = useCountdown(until)
  if (left <= 0) return null
  return (
    <Alert.Root status="error" data-testid="security-lock">
      <Alert.Indicator />
      <Alert.Title role="timer">{t('flow.locked', { time: clockText(left) })}</Alert.Title>
    </Alert.Root>
  )
}

/** How long the proof of the current contact still allows the change. */
function ProofNote({ proven, until }: { proven: string; until: number | null }) {
  const { t } = useTranslation('security')
  const left = useCountdown(until)
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="security-proven">
      {t('flow.bind.provenNote', { target: proven, time: clockText(left) })}
    </Text>
  )
}

/**
 * One code step: prove the current contact (verify) or bind a new one (bind). The machine's refusal shows
 * under the field it concerns, its notice (why the user is here) above the form, and a lock counts down.
 */
export function ContactStepForm({
  step,
  channel,
  proofTarget,
  context,
  busy,
  onSubmit,
  onLocked,
  onCancel,
}: ContactStepFormProps) {
  const { t } = useTranslation('security')
  const message = useMessage()
  const fieldMessage = useFieldMessage()
  const binding = step === 'bind'
  const form = useForm<ContactFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(SCHEMAS[binding ? channel : 'verify']),
    defaultValues: { target: '', captchaId: '', captchaCode: '', code: '' },
  })
  const { errors } = form.formState
  const { setError } = form
  const locked = useCountdown(context.lockedUntil) > 0

  // The server's refusal of the last code, under its field (a refusal of the whole form shows above it).
  const { error } = context
  useEffect(() => {
    if (!error || error.field === 'form') return
    const text = message(error.message)
    setError(error.field, { type: SERVER_ERROR, message: text }, { shouldFocus: true })
  }, [error, message, setError])

  const submit = form.handleSubmit((values) =>
    onSubmit({ target: binding ? values.target : proofTarget, code: values.code }),
  )
  const target = async () => {
    if (!binding) return proofTarget
    return (await form.trigger('target', { shouldFocus: true })) ? form.getValues('target') : null
  }
  const mobile = channel === 'mobile'
  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={(e) => void submit(e)} data-testid={`security-${step}-form`}>
        {context.notice ? (
          <Alert.Root status="warning" data-testid="security-notice">
            <Alert.Indicator />
            <Alert.Title>{message(context.notice)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Heading as="h2" size="md">
          {binding
            ? t(mobile ? 'flow.bind.mobileHeading' : 'flow.bind.emailHeading')
            : t(mobile ? 'flow.verify.mobileHeading' : 'flow.verify.emailHeading')}
        </Heading>
        {binding ? (
          context.proven ? (
            <ProofNote proven={context.proven} until={context.provenUntil} />
          ) : null
        ) : (
          <Text data-testid="security-proof-target">
            {t(mobile ? 'flow.verify.mobileText' : 'flow.verify.emailText', {
              target: maskContact(proofTarget),
            })}
          </Text>
        )}
        {binding ? (
          <PlainFormField
            label={t(mobile ? 'flow.bind.mobile' : 'flow.bind.email')}
            error={fieldMessage(errors.target)}
            helperText={t(mobile ? 'flow.bind.mobileHelp' : 'flow.bind.emailHelp')}
            required
          >
            <TextInput
              type={mobile ? 'tel' : 'email'}
              inputMode={mobile ? 'numeric' : 'email'}
              autoComplete={mobile ? 'tel' : 'email'}
              maxLength={mobile ? 11 : 100}
              placeholder={t(mobile ? 'flow.bind.mobilePlaceholder' : 'flow.bind.emailPlaceholder')}
              data-testid="security-target"
              {...form.register('target', { setValueAs: (v: string) => v.trim() })}
            />
          </PlainFormField>
        ) : null}
        <CodeFields
          form={form}
          purpose={binding ? (mobile ? 'bindPhone' : 'bindEmail') : 'verify'}
          channel={mobile ? 'mobile' : 'email'}
          target={target}
          onLocked={onLocked}
        />
        <LockNotice until={context.lockedUntil} />
        {error?.field === 'form' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{message(error.message)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="blue"
            loading={busy}
            disabled={locked}
            data-testid="security-submit"
          >
            {binding ? t('flow.bind.submit') : t('flow.verify.next')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('flow.cancel')}
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
