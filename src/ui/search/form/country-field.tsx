import { Box, Field, Grid, Tag, Text, Wrap } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import { useRootState } from '../../../state/root'
import { useMessage } from '../../kit/message'
import { CountryPicker } from '../pickers/country-picker'
import { countryLabel, searchCountriesOptions } from '../pickers/picker-queries'

export interface CountryFieldProps {
  value: readonly string[]
  onChange: (value: string[]) => void
  error?: MessageKey
  testId: string
}

/** The jurisdictions to search (China by default), as removable tags plus the grouped picker. */
export function CountryField({ value, onChange, error, testId }: CountryFieldProps) {
  const { t } = useTranslation('search')
  const { lang } = useRootState()
  const { data: groups } = useSuspenseQuery(searchCountriesOptions())
  const errorText = useMessage()
  const message = errorText(error)
  const byCode = new Map(groups.flatMap((g) => g.countries).map((c) => [c.code, c]))
  return (
    // The picker sits outside Field.Root, whose ids its checkboxes would otherwise take.
    <Grid templateColumns="1fr auto" columnGap="2" data-testid={`${testId}-field`}>
      <Field.Root invalid={Boolean(message)} minW="0">
        <Field.Label>{t('fields.countries')}</Field.Label>
        <Wrap gap="1.5" flex="1" minH="8" align="center" data-testid={testId}>
          {value.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('pickers.countries.none')}
            </Text>
          ) : (
            value.map((code) => {
              const country = byCode.get(code)
              const name = country ? countryLabel(country, lang) : code
              return (
                <Tag.Root
                  key={code}
                  size="md"
                  colorPalette="blue"
                  variant="subtle"
                  data-testid={`${testId}-tag-${code}`}
                >
                  <Tag.Label>
                    {name}{' '}
                    <Text as="span" color="fg.muted">
                      {code}
                    </Text>
                  </Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={t('actions.remove', { name })}
                      onClick={() => onChange(value.filter((c) => c !== code))}
                    />
                  </Tag.EndElement>
                </Tag.Root>
              )
            })
          )}
        </Wrap>
        {message ? (
          <Field.ErrorText data-testid={`${testId}-error`}>{message}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('help.countries')}</Field.HelperText>
        )}
      </Field.Root>
      <Box pt="26px">
        <CountryPicker value={value} onChange={onChange} />
      </Box>
    </Grid>
  )
}
