import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../domain/message-key'
import type { NotificationChoice as Choice } from '../../domain/registration/types'
import { useMessage } from '../kit/message'

export interface NotificationChoiceProps {
  value: Choice
  onChange: (next: Choice) => void
  /** The step's check, e.g. no way chosen. */
  error?: MessageKey
  /** The account's email and mobile, where the notices go. */
  contact: { email: string; mobile: string }
}

const CHANNELS = ['email', 'sms', 'post'] as const

/** The confirm step's notification method: email, SMS and post, each saying where it goes; at least one. */
export function NotificationChoice({ value, onChange, error, contact }: NotificationChoiceProps) {
  const { t } = useTranslation('regDocs')
  const text = useMessage()
  const none = !value.email && !value.sms && !value.post
  const message = none ? t('notification.required') : text(error)
  const target = {
    email: contact.email
      ? t('notification.emailTo', { email: contact.email })
      : t('notification.emailMissing'),
    sms: contact.mobile ? t('notification.smsTo', { mobile: contact.mobile }) : t('notification.smsMissing'),
    post: t('notification.postTo'),
  }
  // A channel without an address cannot be chosen, but one already chosen can always be cleared.
  const unavailable = { email: !contact.email, sms: !contact.mobile, post: false }
  return (
    <Fieldset.Root invalid={Boolean(message)} data-testid="notification-choice">
      <Fieldset.Legend fontWeight="semibold">{t('notification.title')}</Fieldset.Legend>
      <Fieldset.HelperText fontSize="sm">{t('notification.intro')}</Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {CHANNELS.map((channel) => (
          <Checkbox.Root
            key={channel}
            colorPalette="blue"
            checked={value[channel]}
            disabled={unavailable[channel] && !value[channel]}
            onCheckedChange={(e) => onChange({ ...value, [channel]: e.checked === true })}
            data-testid={`notify-${channel}`}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" fontWeight="medium">
                {t(`notification.${channel}`)}
              </Text>
              <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
                {target[channel]}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {message ? (
        <Fieldset.ErrorText fontSize="sm" data-testid="notification-error">
          {message}
        </Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  )
}
