import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DESCRIPTION_MAX,
  MARK_NAME_MAX,
  markNameIssue,
  normaliseMarkName,
  TRANSLITERATION_MAX,
} from '../../../domain/registration/marks'
import type { MessageKey } from '../../../domain/message-key'
import type { MarkType, TrademarkDraft } from '../../../domain/registration/types'
import { useMessage } from '../../kit/message'
import { ChoiceField } from '../../kit/choice-field'

/** Languages offered for the literal elements (ISO 639-1), the usual ones of filings first. */
export const MARK_LANGUAGES = [
  'zh',
  'en',
  'ja',
  'ko',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'ru',
  'ar',
  'th',
  'vi',
  'id',
  'ms',
  'nl',
  'sv',
  'tr',
] as const

/** A language's name in the page language, by the browser's own list. */
export function languageLabel(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

export interface MarkWordsFieldsProps {
  value: TrademarkDraft
  onPatch: (patch: Partial<TrademarkDraft>) => void
  errors: Record<string, MessageKey>
}

/** Type of mark, the literal elements, their language and transliteration, and the description. */
export function MarkWordsFields({ value, onPatch, errors }: MarkWordsFieldsProps) {
  const { t, i18n } = useTranslation('regMarks')
  const errorText = useMessage()
  const [touched, setTouched] = useState<{ name?: boolean; description?: boolean }>({})
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN'

  const nameIssue = markNameIssue(value.name, value.markType)
  // Characters that are not allowed show at once; a missing name only once the field has been left.
  const nameMessage =
    nameIssue === 'characters'
      ? t('name.errors.characters')
      : nameIssue === 'tooLong'
        ? t('name.errors.tooLong', { max: MARK_NAME_MAX })
        : nameIssue === 'required' && touched.name
          ? t('name.errors.required')
          : errorText(errors.name)

  const descriptionRequired = value.markType !== 'word'
  const descriptionMessage =
    value.description.length > DESCRIPTION_MAX
      ? t('description.tooLong', { max: DESCRIPTION_MAX })
      : descriptionRequired && touched.description && !value.description.trim()
        ? t('description.required')
        : errorText(errors.description)

  const latinOnly = /[A-Za-z]/.test(value.name) && !/\p{Script=Han}/u.test(value.name)
  const checkLanguage = value.language === 'zh' && latinOnly
  const foreign = !['zh', 'en'].includes(value.language) && value.name.trim() !== ''
  const transliterationNeeded = foreign && !value.transliteration.trim()

  return (
    <Stack gap="4">
      <ChoiceField<MarkType>
        fullWidth
        label={t('type.label')}
        value={value.markType}
        options={[
          { value: 'word', label: t('type.word') },
          { value: 'design', label: t('type.design') },
          { value: 'combined', label: t('type.combined') },
        ]}
        onChange={(markType) => onPatch({ markType })}
        helper={t(`type.help.${value.markType}`)}
        testId="mark-type"
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required={value.markType !== 'design'} invalid={!!nameMessage}>
          <Field.Label>
            {value.markType === 'design' ? t('name.labelDesign') : t('name.label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={value.name}
            placeholder={t('name.placeholder')}
            maxLength={MARK_NAME_MAX + 20}
            autoComplete="off"
            onChange={(e) => onPatch({ name: normaliseMarkName(e.target.value) })}
            onBlur={() => {
              setTouched((s) => ({ ...s, name: true }))
              const tidy = value.name.trim().replace(/\s+/g, ' ')
              if (tidy !== value.name) onPatch({ name: tidy })
            }}
            data-testid="mark-name"
          />
          {nameMessage ? (
            <Field.ErrorText data-testid="mark-name-error">{nameMessage}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('name.help')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('language.label')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={value.language}
              onChange={(e) => onPatch({ language: e.target.value })}
              data-testid="mark-language"
            >
              {(MARK_LANGUAGES as readonly string[]).includes(value.language) ? null : (
                <option value={value.language}>{languageLabel(value.language, lang)}</option>
              )}
              {MARK_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code, lang)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText color={checkLanguage ? 'fg.warning' : undefined} data-testid="mark-language-note">
            {checkLanguage ? t('language.check') : t('language.help')}
          </Field.HelperText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('transliteration.label')}</Field.Label>
        <Textarea
          value={value.transliteration}
          rows={2}
          maxLength={TRANSLITERATION_MAX}
          placeholder={t('transliteration.placeholder')}
          onChange={(e) => onPatch({ transliteration: e.target.value })}
          data-testid="mark-transliteration"
        />
        <Field.HelperText color={transliterationNeeded ? 'fg.warning' : undefined}>
          {transliterationNeeded
            ? t('transliteration.needed', { language: languageLabel(value.language, lang) })
            : t('transliteration.help')}
        </Field.HelperText>
      </Field.Root>
      <Field.Root required={descriptionRequired} invalid={!!descriptionMessage}>
        <Field.Label>
          {descriptionRequired ? t('description.label') : t('description.labelOptional')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={value.description}
          rows={3}
          placeholder={t('description.placeholder')}
          onChange={(e) => onPatch({ description: e.target.value })}
          onBlur={() => setTouched((s) => ({ ...s, description: true }))}
          data-testid="mark-description"
        />
        {descriptionMessage ? (
          <Field.ErrorText>{descriptionMessage}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('description.help')}</Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  )
}
