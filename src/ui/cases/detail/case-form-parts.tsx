import { Button, HStack, Input, NativeSelect, Stack, Tag, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isCaseOffice } from '../../../domain/cases/case-rules'
import { CountrySelect } from '../../kit/country-select'
import { FormField } from '../../kit/form-field'
import type { Message } from '../../../domain/message-key'
import { useCaseWords } from './use-case-words'

const OFFICE_CHOICES = ['CN', 'HK', 'WIPO', 'other'] as const

/** The office: China, Hong Kong, Madrid, or another country from the country list. */
export function OfficeField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (v: string) => void
  error?: Message
}) {
  const { t } = useTranslation('caseDetail')
  const [other, setOther] = useState(!['CN', 'HK', 'WIPO'].includes(value))
  const choice = other ? 'other' : value
  return (
    <HStack gap="3" align="flex-start" wrap="wrap">
      <FormField label={t('fields.office')} required error={other ? undefined : error} flex="1" minW="12rem">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={choice}
            data-testid="case-office-select"
            onChange={(e) => {
              const next = e.currentTarget.value
              setOther(next === 'other')
              onChange(next === 'other' ? '' : next)
            }}
          >
            {OFFICE_CHOICES.map((o) => (
              <option key={o} value={o}>
                {o === 'other' ? t('form.officeOther') : t(`office.${o}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {other ? (
        <FormField label={t('form.country')} required error={error} flex="1" minW="12rem">
          <CountrySelect
            value={isCaseOffice(value) ? value : ''}
            onChange={onChange}
            placeholder={t('form.countryPlaceholder')}
            testId="case-office-country"
          />
        </FormField>
      ) : null}
    </HStack>
  )
}

/** Parses what was typed into the class field: '9, 35' → ['09', '35'] (what is not a number stays, to be refused). */
export function parseClassText(text: string): string[] {
  return text
    .split(/[\s,，;；、]+/)
    .filter(Boolean)
    .map((c) => (/^\d$/.test(c) ? `0${c}` : c))
}

/** The goods of each chosen class, one item per line. */
export function GoodsFields({
  classes,
  goods,
  onChange,
  error,
}: {
  classes: string[]
  goods: Record<string, string[]>
  onChange: (goods: Record<string, string[]>) => void
  error?: Message
}) {
  const { t } = useTranslation('caseDetail')
  const valid = classes.filter((c) => /^\d{2}$/.test(c) && +c >= 1 && +c <= 45)
  if (valid.length === 0) return null
  return (
    <Stack gap="3">
      {valid.map((no) => (
        <FormField key={no} label={t('form.goodsOf', { no })} helperText={t('form.goodsHint')} error={error}>
          <Textarea
            rows={3}
            value={(goods[no] ?? []).join('\n')}
            data-testid={`case-goods-${no}`}
            onChange={(e) => onChange({ ...goods, [no]: e.currentTarget.value.split('\n') })}
          />
        </FormField>
      ))}
    </Stack>
  )
}

/** Madrid's designated members: chosen from the country list, shown as removable tags. */
export function DesignationsField({
  value,
  onChange,
  error,
}: {
  value: string[]
  onChange: (v: string[]) => void
  error?: Message
}) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const [pick, setPick] = useState('')
  return (
    <FormField
      label={t('fields.designations')}
      required
      error={error}
      helperText={t('form.designationsHint')}
    >
      <Stack gap="2" w="full">
        <HStack gap="2">
          <CountrySelect
            value={pick}
            onChange={setPick}
            placeholder={t('form.countryPlaceholder')}
            testId="case-designation-pick"
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!pick || value.includes(pick)}
            onClick={() => {
              onChange([...value, pick])
              setPick('')
            }}
          >
            {t('form.addDesignation')}
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {value.map((code) => (
            <Tag.Root key={code}>
              <Tag.Label>{words.country(code)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('form.removeDesignation', { name: words.country(code) })}
                  onClick={() => onChange(value.filter((c) => c !== code))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      </Stack>
    </FormField>
  )
}

/** A text input offering the names of a list (the applicants book, the known agents) while still free to type. */
export function SuggestInput({
  listId,
  options,
  ...props
}: React.ComponentProps<typeof Input> & { listId: string; options: string[] }) {
  return (
    <>
      <Input size="sm" list={listId} autoComplete="off" {...props} />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </>
  )
}
