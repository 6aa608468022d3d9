import { Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message, MessageKey } from '../../../domain/message-key'
import { REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import {
  COLOR_DESCRIPTION_MAX,
  SERIES_MAX,
  SERIES_MIN,
  seriesCountIssue,
} from '../../../domain/registration/marks'
import type { ColorMode, RegistrationRegion, TrademarkDraft } from '../../../domain/registration/types'
import { FormField } from '../../kit/form-field'
import { ChoiceField } from '../../kit/choice-field'

export interface MarkAppearanceFieldsProps {
  region: RegistrationRegion
  value: TrademarkDraft
  onPatch: (patch: Partial<TrademarkDraft>) => void
  errors: Record<string, MessageKey>
}

/** Colour or black and white (with the colour description), portrait, and series marks where allowed (HK). */
export function MarkAppearanceFields({ region, value, onPatch, errors }: MarkAppearanceFieldsProps) {
  const { t } = useTranslation('regMarks')
  const [touched, setTouched] = useState<{ colorDescription?: boolean; seriesCount?: boolean }>({})
  // What is typed in the count box, so "1" or "" can be shown while the stored count stays a number or null.
  const [countText, setCountText] = useState(value.seriesCount === null ? '' : String(value.seriesCount))
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ] as const

  const colour = value.colorMode === 'color'
  const colourDescriptionMessage: Message | undefined =
    value.colorDescription.length > COLOR_DESCRIPTION_MAX
      ? { text: t('color.descriptionTooLong', { max: COLOR_DESCRIPTION_MAX }) }
      : touched.colorDescription && !value.colorDescription.trim()
        ? 'regMarks:color.descriptionRequired'
        : errors.colorDescription

  const seriesIssue = value.series ? seriesCountIssue(value.seriesCount) : null
  const range: Message = { text: t('series.errors.range', { min: SERIES_MIN, max: SERIES_MAX }) }
  const seriesMessage: Message | undefined =
    seriesIssue === 'range' && countText !== ''
      ? range
      : seriesIssue && touched.seriesCount
        ? seriesIssue === 'required'
          ? 'regMarks:series.errors.required'
          : range
        : errors.seriesCount

  return (
    <Stack gap="4">
      <ChoiceField<ColorMode>
        fullWidth
        label={t('color.label')}
        value={value.colorMode}
        options={[
          { value: 'blackWhite', label: t('color.blackWhite') },
          { value: 'color', label: t('color.color') },
        ]}
        onChange={(colorMode) => onPatch({ colorMode })}
        testId="mark-color"
      />
      {colour ? (
        <FormField
          label={t('color.descriptionLabel')}
          required
          error={colourDescriptionMessage}
          errorTestId="mark-color-description-error"
          helperText={t('color.descriptionHelp')}
        >
          <Textarea
            value={value.colorDescription}
            rows={2}
            placeholder={t('color.descriptionPlaceholder')}
            onChange={(e) => onPatch({ colorDescription: e.target.value })}
            onBlur={() => setTouched((s) => ({ ...s, colorDescription: true }))}
            data-testid="mark-color-description"
          />
        </FormField>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="1">
          <ChoiceField
            fullWidth
            label={t('portrait.label')}
            value={value.portrait ? 'yes' : 'no'}
            options={yesNo}
            onChange={(v) => onPatch({ portrait: v === 'yes' })}
            testId="mark-portrait"
          />
          {value.portrait ? (
            <Text fontSize="sm" color="fg.warning" data-testid="mark-portrait-note">
              {t('portrait.note')}
            </Text>
          ) : null}
        </Stack>
        {REGISTRATION_FLOWS[region].allowsSeries ? (
          <Stack gap="3" data-testid="mark-series-fields">
            <ChoiceField
              fullWidth
              label={t('series.label')}
              value={value.series ? 'yes' : 'no'}
              options={yesNo}
              onChange={(v) => {
                setCountText('')
                onPatch({ series: v === 'yes', seriesCount: null })
              }}
              helper={t('series.help')}
              testId="mark-series"
            />
            {value.series ? (
              <FormField
                label={t('series.count')}
                required
                error={seriesMessage}
                errorTestId="mark-series-count-error"
                helperText={t('series.countHelp', { min: SERIES_MIN, max: SERIES_MAX })}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={SERIES_MIN}
                  max={SERIES_MAX}
                  step={1}
                  width="32"
                  value={countText}
                  onChange={(e) => {
                    const text = e.target.value.replace(/[^\d]/g, '').slice(0, 3)
                    setCountText(text)
                    onPatch({ seriesCount: text === '' ? null : Number(text) })
                  }}
                  onBlur={() => setTouched((s) => ({ ...s, seriesCount: true }))}
                  data-testid="mark-series-count"
                />
              </FormField>
            ) : null}
          </Stack>
        ) : null}
      </SimpleGrid>
    </Stack>
  )
}
