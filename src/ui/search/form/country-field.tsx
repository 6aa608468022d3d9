import { Box, Grid, Tag, Text, Wrap } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import { useRootState } from '../../../state/root'
import { FormField } from '../../kit/form-field'
import { CountryPicker } from '../pickers/country-picker'
import { countryLabel } from '../pickers/country-label'
import { searchCountriesOptions } from '../../../api/search'

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
  const byCode = new Map(groups.flatMap((g) => g.countries).map((c) => [c.code, c]))
  return (
    // The picker sits outside the field, whose ids its checkboxes would otherwise take.
    <Grid templateColumns="1fr auto" columnGap="2" data-testid={`${testId}-field`}>
      <FormField
        label={t('fields.countries')}
        error={error}
        errorTestId={`${testId}-error`}
        helperText={t('help.countries')}
        minW="0"
      >
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
      </FormField>
      <Box pt="26px">
        <CountryPicker value={value} onChange={onChange} />
      </Box>
    </Grid>
  )
}
