import { Button, HStack, Input } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ANALYTICS_APPLICANT_MAX,
  ANALYTICS_COUNTRIES,
  analyticsFilterSchema,
} from '../../api/schemas/analytics-statistics'
import type { MessageKey } from '../../domain/message-key'
import { rootStore, useRootState } from '../../state/root'
import { countryName } from '../kit/country-name'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'

type Field = 'applicant' | 'country' | 'yearFrom' | 'yearTo'
interface Draft {
  applicant: string
  country: string
  yearFrom: string
  yearTo: string
}

const DEFAULTS = { analyzeApplicant: '', chooseCountry: 'CN', yearBeginDate: 2014, yearEndDate: 2024 }

/**
 * The analytics pages' one filter bar, bound to the root state's analyzeChoose: applicant, office and filing
 * years. Typed values stay in the bar until they pass the statistics' own schema (years 1990–2050, from ≤ to);
 * then every chart's query key changes and the charts refetch.
 */
export function FilterBar({ showApplicant = true }: { showApplicant?: boolean }) {
  const { t } = useTranslation('analytics')
  const { lang, analyzeChoose } = useRootState()
  const [draft, setDraft] = useState<Draft>({
    applicant: analyzeChoose.analyzeApplicant,
    country: analyzeChoose.chooseCountry,
    yearFrom: String(analyzeChoose.yearBeginDate),
    yearTo: String(analyzeChoose.yearEndDate),
  })
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({})
  const set = (field: Field) => (value: string) => setDraft((d) => ({ ...d, [field]: value }))

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const parsed = analyticsFilterSchema.safeParse({
      ...draft,
      yearFrom: draft.yearFrom.trim() === '' ? Number.NaN : draft.yearFrom,
      yearTo: draft.yearTo.trim() === '' ? Number.NaN : draft.yearTo,
    })
    if (!parsed.success) {
      const next: Partial<Record<Field, MessageKey>> = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message as MessageKey
      setErrors(next)
      return
    }
    setErrors({})
    rootStore.analyzeChoose = {
      analyzeApplicant: parsed.data.applicant,
      chooseCountry: parsed.data.country,
      yearBeginDate: parsed.data.yearFrom,
      yearEndDate: parsed.data.yearTo,
    }
  }
  const reset = () => {
    setErrors({})
    setDraft({
      applicant: DEFAULTS.analyzeApplicant,
      country: DEFAULTS.chooseCountry,
      yearFrom: String(DEFAULTS.yearBeginDate),
      yearTo: String(DEFAULTS.yearEndDate),
    })
    rootStore.analyzeChoose = { ...DEFAULTS }
  }

  const countries = ANALYTICS_COUNTRIES.map(
    (c) => [c, c === 'ALL' ? t('filter.allOffices') : countryName(c, lang)] as const,
  )
  return (
    <form onSubmit={apply} aria-label={t('filter.title')} noValidate>
      <HStack
        align="flex-start"
        wrap="wrap"
        gap="3"
        p="3"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.subtle"
        mb="4"
      >
        {showApplicant ? (
          <FormField label={t('filter.applicant')} error={errors.applicant} w="56">
            <Input
              size="sm"
              bg="bg"
              value={draft.applicant}
              maxLength={ANALYTICS_APPLICANT_MAX + 10}
              placeholder={t('filter.applicantHint')}
              onChange={(e) => set('applicant')(e.target.value)}
            />
          </FormField>
        ) : null}
        <FormField label={t('filter.office')} error={errors.country} w="44">
          <OptionSelect
            options={countries}
            value={draft.country}
            onChange={(e) => set('country')(e.target.value)}
            testId="filter-office"
          />
        </FormField>
        {(['yearFrom', 'yearTo'] as const).map((field) => (
          <FormField key={field} label={t(`filter.${field}`)} error={errors[field]} w="28">
            <Input
              size="sm"
              bg="bg"
              inputMode="numeric"
              value={draft[field]}
              onChange={(e) => set(field)(e.target.value)}
            />
          </FormField>
        ))}
        <HStack gap="2" alignSelf="flex-end" pb={Object.keys(errors).length ? '6' : '0'}>
          <Button size="sm" type="submit">
            {t('filter.apply')}
          </Button>
          <Button size="sm" variant="ghost" onClick={reset}>
            {t('filter.reset')}
          </Button>
        </HStack>
      </HStack>
    </form>
  )
}
