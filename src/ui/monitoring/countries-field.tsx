import { Skeleton, Text, Wrap } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { watchOfficesQuery } from '../../api/monitoring-watches'
import { CheckBox } from '../kit/check-box'
import { useWatchText } from './use-watch-text'

/** The offices a watch covers (monitorYears/getMonitorYearsCountry), as checkboxes. */
export function CountriesField({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { pick } = useWatchText()
  const offices = useQuery(watchOfficesQuery())
  if (offices.isPending) return <Skeleton height="8" />
  if (offices.isError) return <Text color="fg.error">{offices.error.message}</Text>
  return (
    <Wrap gap="4" data-testid="watch-countries">
      {offices.data.list.map((office) => (
        <CheckBox
          key={office.code}
          size="sm"
          checked={value.includes(office.code)}
          onChange={(on) =>
            onChange(on ? [...value, office.code] : value.filter((code) => code !== office.code))
          }
          testId={`watch-country-${office.code}`}
        >
          {pick(office)}
        </CheckBox>
      ))}
    </Wrap>
  )
}
