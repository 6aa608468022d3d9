import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { SearchQuery, SearchQueryErrors } from '../../../domain/search-query'
import { ViennaPicker } from '../pickers/vienna-picker'
import { SearchTextField } from './search-text-field'

type TextField =
  | 'tradeMarkText'
  | 'tmApplicant'
  | 'tmAddress'
  | 'tmAgent'
  | 'applicationNumber'
  | 'registerNumber'
  | 'viennaChoosedStr'

const FIELDS: readonly TextField[] = [
  'tradeMarkText',
  'tmApplicant',
  'applicationNumber',
  'registerNumber',
  'tmAgent',
  'tmAddress',
  'viennaChoosedStr',
]
const HELP: Partial<
  Record<TextField, 'help.applicationNumber' | 'help.registerNumber' | 'help.viennaChoosedStr'>
> = {
  applicationNumber: 'help.applicationNumber',
  registerNumber: 'help.registerNumber',
  viennaChoosedStr: 'help.viennaChoosedStr',
}

export interface CombinedCriteriaProps {
  query: SearchQuery
  errors: SearchQueryErrors
  onChange: (field: TextField, value: string) => void
}

/** The text criteria of the combined search, each with its §5 message under it. */
export function CombinedCriteria({ query, errors, onChange }: CombinedCriteriaProps) {
  const { t } = useTranslation('search')
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
      {FIELDS.map((field) => {
        const help = HELP[field]
        return (
          <SearchTextField
            key={field}
            label={t(`fields.${field}`)}
            value={query[field]}
            onChange={(value) => onChange(field, value)}
            error={errors[field]}
            helper={help ? t(help) : undefined}
            placeholder={t(`placeholders.${field}`)}
            action={
              field === 'viennaChoosedStr' ? (
                <ViennaPicker value={query.viennaChoosedStr} onChange={(value) => onChange(field, value)} />
              ) : undefined
            }
            testId={`high-${field}`}
          />
        )
      })}
    </SimpleGrid>
  )
}
