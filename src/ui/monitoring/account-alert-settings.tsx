import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import {
  addRecipientMutation,
  removeRecipientMutation,
  updateAlertsMutation,
} from '../../api/monitoring-results'
import {
  ALERT_FREQUENCIES,
  ALERT_RECIPIENTS_MAX,
  HIT_TIERS,
  type AlertSettings,
} from '../../api/schemas/monitoring'
import { formatDateTime } from '../../domain/format'
import { serverTextOr, type Message } from '../../domain/message-key'
import { useRootState } from '../../state/root'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { checkRecipient } from './account-alert-rules'

const failure = (error: unknown): Message =>
  error instanceof BusinessError
    ? serverTextOr(error.msg, 'watchResults:account.failed')
    : 'watchResults:account.failed'

/** Who gets the watch alerts (at most five addresses), how often, and from which risk level. */
export function AccountAlertSettings({ settings }: { settings: AlertSettings }) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const add = useMutation(addRecipientMutation())
  const remove = useMutation(removeRecipientMutation())
  const update = useMutation(updateAlertsMutation())
  const [email, setEmail] = useState('')
  const [error, setError] = useState<Message | null>(null)

  const submit = () => {
    const check = checkRecipient(email, settings.recipients)
    if (!check.ok) return setError(check.error)
    setError(null)
    add.mutate(
      { email: check.email },
      {
        onSuccess: () => {
          setEmail('')
          toastSuccess(t('account.added', { email: check.email }))
        },
        // What was typed stays, with the server's reason beside it.
        onError: (e) => setError(failure(e)),
      },
    )
  }
  const change = (patch: { frequency?: AlertSettings['frequency']; minTier?: AlertSettings['minTier'] }) =>
    update.mutate(patch, {
      onSuccess: () => toastSuccess(t('account.saved')),
      onError: (e) => toastError(t('account.failed'), e instanceof BusinessError ? e.msg : undefined),
    })

  return (
    <SectionCard
      title={t('account.alertsTitle')}
      description={
        settings.updatedAt
          ? t('account.updatedAt', { time: formatDateTime(settings.updatedAt, lang) })
          : t('account.alertsIntro')
      }
      testId="alert-settings"
    >
      <Stack gap="5">
        <HStack gap="4" wrap="wrap" align="flex-start">
          <FormField label={t('account.frequency')} controlId="alert-frequency" w="auto" minW="48">
            <OptionSelect
              id="alert-frequency"
              value={settings.frequency}
              disabled={update.isPending}
              onChange={(e) => change({ frequency: e.target.value as AlertSettings['frequency'] })}
              options={ALERT_FREQUENCIES.map((f) => [f, t(`account.frequencies.${f}`)])}
              testId="alert-frequency"
            />
          </FormField>
          <FormField
            label={t('account.minTier')}
            controlId="alert-min-tier"
            w="auto"
            minW="48"
            helperText={t('account.minTierHint')}
          >
            <OptionSelect
              id="alert-min-tier"
              value={settings.minTier}
              disabled={update.isPending}
              onChange={(e) => change({ minTier: e.target.value as AlertSettings['minTier'] })}
              options={HIT_TIERS.map((tier) => [tier, t(`account.fromTier.${tier}`)])}
              testId="alert-min-tier"
            />
          </FormField>
        </HStack>
        <Stack gap="2">
          <Text fontWeight="medium">
            {t('account.recipients', { count: settings.recipients.length, max: ALERT_RECIPIENTS_MAX })}
          </Text>
          {settings.recipients.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('account.noRecipients')}
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" data-testid="alert-recipients">
              {settings.recipients.map((r) => (
                <HStack as="li" key={r} gap="3" fontSize="sm">
                  <Text>{r}</Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={remove.isPending}
                    aria-label={t('account.removeRecipient', { email: r })}
                    onClick={() =>
                      remove.mutate(
                        { email: r },
                        {
                          onSuccess: () => toastSuccess(t('account.removed', { email: r })),
                          onError: (e) =>
                            toastError(t('account.failed'), e instanceof BusinessError ? e.msg : undefined),
                        },
                      )
                    }
                  >
                    {t('account.remove')}
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              submit()
            }}
            aria-label={t('account.addTitle')}
          >
            <HStack gap="2" align="flex-start" wrap="wrap">
              <FormField label={t('account.email')} error={error} w="auto" minW="72">
                <Input
                  type="email"
                  value={email}
                  maxLength={100}
                  onChange={(e) => {
                    setEmail(e.target.value)
                    if (error) setError(null)
                  }}
                  data-testid="alert-email"
                />
              </FormField>
              <Button
                type="submit"
                colorPalette="blue"
                mt="6"
                loading={add.isPending}
                disabled={settings.recipients.length >= ALERT_RECIPIENTS_MAX}
                data-testid="alert-add"
              >
                {t('account.add')}
              </Button>
            </HStack>
          </form>
        </Stack>
      </Stack>
    </SectionCard>
  )
}
