import { Box, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message, MessageKey } from '../../../domain/message-key'
import type { Mailing } from '../../../domain/wizard/types'
import { toHalfWidth } from '../../../domain/validation'
import { FormField } from '../../kit/form-field'
import { COURIERS, isCourierCode, TRACKING_NUMBER } from './couriers'

export interface MailingFieldsProps {
  enabled: boolean
  mailing: Mailing
  onToggle: (enabled: boolean) => void
  onChange: (mailing: Mailing) => void
  /** The step's checks, by 'company' and 'trackingNumber'. */
  errors?: { company?: Message; trackingNumber?: Message }
}

/** The live check of a tracking number, or undefined when it is fine. */
function trackingNumberError(value: string): MessageKey | undefined {
  const v = value.trim()
  if (!v) return 'flow:mailing.trackingRequired'
  return TRACKING_NUMBER.test(v) ? undefined : 'flow:mailing.trackingFormat'
}

function CourierSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('flow')
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="mailing-company"
      >
        <option value="">{t('mailing.choose')}</option>
        {COURIERS.map((code) => (
          <option key={code} value={code}>
            {t(`mailing.couriers.${code}`)}
          </option>
        ))}
        <option value="OTHER">{t('mailing.couriers.OTHER')}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/**
 * "Originals sent by post": the courier (common couriers or another named one) and the tracking number,
 * checked as the user leaves each field; the step's own checks show here too.
 */
export function MailingFields({ enabled, mailing, onToggle, onChange, errors = {} }: MailingFieldsProps) {
  const { t } = useTranslation('flow')
  const [other, setOther] = useState(mailing.company !== '' && !isCourierCode(mailing.company))
  const [touched, setTouched] = useState({ company: false, tracking: false })
  const choice = isCourierCode(mailing.company) ? mailing.company : other ? 'OTHER' : ''

  const companyError: MessageKey | undefined = touched.company
    ? choice === ''
      ? 'flow:mailing.companyRequired'
      : choice === 'OTHER' && !mailing.company.trim()
        ? 'flow:mailing.otherRequired'
        : undefined
    : undefined
  const trackingError = touched.tracking ? trackingNumberError(mailing.trackingNumber) : undefined

  return (
    <Stack gap="3" data-testid="mailing-fields">
      <Switch.Root
        checked={enabled}
        onCheckedChange={(e) => onToggle(e.checked)}
        colorPalette="blue"
        data-testid="mailing-toggle"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('mailing.toggle')}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('mailing.hint')}
      </Text>
      {enabled ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Box>
            <FormField
              label={t('mailing.company')}
              required
              error={companyError ?? (choice === '' || !mailing.company.trim() ? errors.company : undefined)}
            >
              <CourierSelect
                value={choice}
                onChange={(next) => {
                  setOther(next === 'OTHER')
                  setTouched((s) => ({ ...s, company: true }))
                  onChange({ ...mailing, company: next === 'OTHER' ? '' : next })
                }}
              />
            </FormField>
            {choice === 'OTHER' ? (
              <FormField label={t('mailing.otherName')} required>
                <Input
                  value={mailing.company}
                  maxLength={60}
                  data-testid="mailing-other"
                  onChange={(e) => onChange({ ...mailing, company: e.target.value })}
                  onBlur={() => setTouched((s) => ({ ...s, company: true }))}
                />
              </FormField>
            ) : null}
          </Box>
          <FormField
            label={t('mailing.trackingNumber')}
            required
            error={
              trackingError ??
              (trackingNumberError(mailing.trackingNumber) ? errors.trackingNumber : undefined)
            }
            helperText={t('mailing.trackingHint')}
          >
            <Input
              value={mailing.trackingNumber}
              maxLength={40}
              autoComplete="off"
              data-testid="mailing-tracking"
              onChange={(e) => onChange({ ...mailing, trackingNumber: toHalfWidth(e.target.value) })}
              onBlur={() => {
                setTouched((s) => ({ ...s, tracking: true }))
                const trimmed = mailing.trackingNumber.trim()
                if (trimmed !== mailing.trackingNumber) onChange({ ...mailing, trackingNumber: trimmed })
              }}
            />
          </FormField>
        </SimpleGrid>
      ) : null}
    </Stack>
  )
}
