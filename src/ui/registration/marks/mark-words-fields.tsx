import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DESCRIPTION_MAX,
  MARK_NAME_MAX,
  markNameIssue,
  normaliseMarkName,
  TRANSLITERATION_MAX,
} from '../../../domain/registration/marks'
import type { Message, MessageKey } from '../../../domain/message-key'
import type { MarkType, TrademarkDraft } from '../../../domain/registration/types'
import { FormField } from '../../kit/form-field'
import { ChoiceField } from '../../kit/choice-field'
import { languageName } from '../../kit/country-name'

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

export interface MarkWordsFieldsProps {
  value: TrademarkDraft
  onPatch: (patch: Partial<TrademarkDraft>) => void
  errors: Record<string, MessageKey>
}

/** Type of mark, the literal elements, their language and transliteration, and the description. */
export function MarkWordsFields({ value, onPatch, errors }: MarkWordsFieldsProps) {
  const { t, i18n } = useTranslation('regMarks')
  const [touched, setTouched] = useState<{ name?: boolean; description?: boolean }>({})
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN'

  const nameIssue = markNameIssue(value.name, value.markType)
  // Characters that are not allowed show at once; a missing name only once the field has been left.
  const nameMessage: Message | undefined =
    nameIssue === 'characters'
      ? 'regMarks:name.errors.characters'
      : nameIssue === 'tooLong'
        ? { text: t('name.errors.tooLong', { max: MARK_NAME_MAX }) }
        : nameIssue === 'required' && touched.name
          ? 'regMarks:name.errors.required'
          : errors.name

  const descriptionRequired = value.markType !== 'word'
  const descriptionMessage: Message | undefined =
    value.description.length > DESCRIPTION_MAX
      ? { text: t('description.tooLong', { max: DESCRIPTION_MAX }) }
      : descriptionRequired && touched.description && !value.description.trim()
        ? 'regMarks:description.required'
        : errors.description

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
        <FormField
          label={value.markType === 'design' ? t('name.labelDesign') : t('name.label')}
          required={value.markType !== 'design'}
          error={nameMessage}
          errorTestId="mark-name-error"
          helperText={t('name.help')}
        >
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
        </FormField>
        <FormField
          label={t('language.label')}
          helperText={checkLanguage ? t('language.check') : t('language.help')}
          helperWarning={checkLanguage}
          helperTestId="mark-language-note"
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              value={value.language}
              onChange={(e) => onPatch({ language: e.target.value })}
              data-testid="mark-language"
            >
              {(MARK_LANGUAGES as readonly string[]).includes(value.language) ? null : (
                <option value={value.language}>{languageName(value.language, lang)}</option>
              )}
              {MARK_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, lang)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField
        label={t('transliteration.label')}
        helperText={
          transliterationNeeded
            ? t('transliteration.needed', { language: languageName(value.language, lang) })
            : t('transliteration.help')
        }
        helperWarning={transliterationNeeded}
      >
        <Textarea
          value={value.transliteration}
          rows={2}
          maxLength={TRANSLITERATION_MAX}
          placeholder={t('transliteration.placeholder')}
          onChange={(e) => onPatch({ transliteration: e.target.value })}
          data-testid="mark-transliteration"
        />
      </FormField>
      <FormField
        label={descriptionRequired ? t('description.label') : t('description.labelOptional')}
        required={descriptionRequired}
        error={descriptionMessage}
        helperText={t('description.help')}
      >
        <Textarea
          value={value.description}
          rows={3}
          placeholder={t('description.placeholder')}
          onChange={(e) => onPatch({ description: e.target.value })}
          onBlur={() => setTouched((s) => ({ ...s, description: true }))}
          data-testid="mark-description"
        />
      </FormField>
    </Stack>
  )
}
