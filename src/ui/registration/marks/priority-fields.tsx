import { Alert, HStack, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { allCountriesQuery } from '../../../api/reference'
import { businessToday } from '../../../domain/clock'
import type { Message, MessageKey } from '../../../domain/message-key'
import { formatDate } from '../../../domain/format'
import { FEE_SCHEDULES } from '../../../domain/pricing'
import { REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import {
  earliestPriorityDate,
  PRIORITY_NUMBER_MAX,
  PRIORITY_PROOF_MONTHS,
  priorityDeadline,
  priorityIssues,
  priorityProofDue,
} from '../../../domain/registration/marks'
import type { PriorityClaim, RegistrationRegion } from '../../../domain/registration/types'
import { toHalfWidth } from '../../../domain/validation'
import { FormField } from '../../kit/form-field'
import { Price } from '../../kit/price'
import { ChoiceField } from '../../kit/choice-field'
import { DateInput } from '../../kit/date-input'

const EMPTY: PriorityClaim = { country: '', date: '', number: '', category: 'convention' }

// A first filing at the office being applied to gives no priority there.
const OWN_OFFICE: Partial<Record<RegistrationRegion, string>> = { mainland: 'CN', hk: 'HK' }

type FieldName = 'country' | 'date' | 'number'

export interface PriorityFieldsProps {
  region: RegistrationRegion
  value: PriorityClaim | null
  onChange: (next: PriorityClaim | null) => void
  /** Step issues under 'priority.' (i18n keys). */
  errors: Partial<Record<FieldName, MessageKey>>
}

/**
 * The priority claim: on or off, then basis, country, date (today at the latest, 6 months back at the
 * earliest) and number, each checked as it is left; with the priority fee and the 3-month reminder for the
 * original priority document.
 */
export function PriorityFields({ region, value, onChange, errors }: PriorityFieldsProps) {
  const { t, i18n } = useTranslation('regMarks')
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN'
  // Switching the claim off and on again brings back what was typed.
  const stash = useRef<PriorityClaim | null>(value)
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const countries = useQuery({ ...allCountriesQuery(''), enabled: value !== null })
  const today = businessToday()
  const schedule = FEE_SCHEDULES[REGISTRATION_FLOWS[region].productType]
  const fee = schedule.servicePriority + schedule.officialPriority

  const options = useMemo(() => {
    const own = OWN_OFFICE[region]
    return (countries.data ?? [])
      .filter((c) => c.internationalDomainName !== own && c.internationalDomainName !== 'WO')
      .map((c) => ({ code: c.internationalDomainName, name: lang === 'en' ? c.ehName : c.chName }))
      .sort((a, b) => a.name.localeCompare(b.name, lang))
  }, [countries.data, lang, region])

  if (!value) {
    return (
      <Stack gap="2">
        <Switch.Root
          checked={false}
          onCheckedChange={() => onChange(stash.current ?? EMPTY)}
          data-testid="priority-toggle"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('priority.toggle')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('priority.help')}
        </Text>
      </Stack>
    )
  }

  const set = (patch: Partial<PriorityClaim>) => {
    const next = { ...value, ...patch }
    stash.current = next
    onChange(next)
  }
  const issues = priorityIssues(value, today)
  const exhibition = value.category === 'exhibition'
  const messageOf = (field: FieldName): Message | undefined => {
    const issue = touched[field] ? issues[field] : undefined
    if (!issue) return errors[field]
    if (field === 'country') return 'regMarks:priority.errors.countryRequired'
    if (field === 'number')
      return issue === 'required'
        ? 'regMarks:priority.errors.numberRequired'
        : issue === 'tooLong'
          ? { text: t('priority.errors.numberTooLong', { max: PRIORITY_NUMBER_MAX }) }
          : 'regMarks:priority.errors.numberFormat'
    if (issue === 'expired')
      return {
        text: t('priority.errors.dateExpired', {
          date: formatDate(value.date, lang),
          deadline: formatDate(priorityDeadline(value.date) ?? value.date, lang),
        }),
      }
    return issue === 'future'
      ? 'regMarks:priority.errors.dateFuture'
      : issue === 'format'
        ? 'regMarks:priority.errors.dateFormat'
        : 'regMarks:priority.errors.dateRequired'
  }
  const leave = (field: FieldName) => setTouched((s) => ({ ...s, [field]: true }))
  const earliest = earliestPriorityDate(today)

  return (
    <Stack gap="4" data-testid="priority-fields">
      <Switch.Root
        colorPalette="blue"
        checked
        onCheckedChange={() => onChange(null)}
        data-testid="priority-toggle"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('priority.toggle')}</Switch.Label>
      </Switch.Root>
      <ChoiceField
        fullWidth
        label={t('priority.category')}
        value={value.category}
        options={[
          { value: 'convention', label: t('priority.convention') },
          { value: 'exhibition', label: t('priority.exhibition') },
        ]}
        onChange={(category) => set({ category })}
        testId="priority-category"
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField
          label={exhibition ? t('priority.countryExhibition') : t('priority.country')}
          required
          // A list that failed to load is the field's problem too: nothing can be chosen.
          error={
            messageOf('country') ?? (countries.isError ? 'regMarks:priority.countriesFailed' : undefined)
          }
        >
          <NativeSelect.Root disabled={countries.isPending}>
            <NativeSelect.Field
              value={value.country}
              onChange={(e) => set({ country: e.target.value })}
              onBlur={() => leave('country')}
              data-testid="priority-country"
            >
              <option value="">{t('priority.countryPlaceholder')}</option>
              {value.country && !options.some((o) => o.code === value.country) ? (
                <option value={value.country}>{value.country}</option>
              ) : null}
              {options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={exhibition ? t('priority.dateExhibition') : t('priority.date')}
          required
          error={messageOf('date')}
          helperText={t('priority.dateHelp', { earliest: formatDate(earliest, lang) })}
        >
          <DateInput
            value={value.date}
            min={earliest}
            max={today}
            onChange={(e) => set({ date: e.target.value })}
            onBlur={() => leave('date')}
            data-testid="priority-date"
          />
        </FormField>
        <FormField
          label={exhibition ? t('priority.numberExhibition') : t('priority.number')}
          required
          error={messageOf('number')}
          helperText={t('priority.numberHelp')}
        >
          <Input
            value={value.number}
            maxLength={PRIORITY_NUMBER_MAX + 10}
            autoComplete="off"
            onChange={(e) => set({ number: toHalfWidth(e.target.value) })}
            onBlur={() => {
              if (value.number !== value.number.trim()) set({ number: value.number.trim() })
              leave('number')
            }}
            data-testid="priority-number"
          />
        </FormField>
      </SimpleGrid>
      <Alert.Root status="info" size="sm" data-testid="priority-notes">
        <Alert.Indicator />
        <Alert.Content>
          {fee > 0 ? (
            <HStack gap="1" wrap="wrap">
              <Text>{t('priority.feeNote')}</Text>
              <Price cny={fee} fontWeight="semibold" />
            </HStack>
          ) : null}
          <Alert.Description>
            {t('priority.proofReminder', {
              months: PRIORITY_PROOF_MONTHS,
              due: formatDate(priorityProofDue(today), lang),
            })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  )
}
