import { NativeSelect } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { Ref } from 'react'
import { nationalityListQuery } from '../../api/reference'
import { useRootState } from '../../state/root'

export interface CountrySelectProps {
  /** ISO alpha-2 code, '' for none. */
  value: string
  onChange: (code: string) => void
  onBlur?: () => void
  name?: string
  selectRef?: Ref<HTMLSelectElement>
  /** The empty option's words ("Choose a country or region"). */
  placeholder: string
  disabled?: boolean
  testId?: string
}

/**
 * A country or region from the nationality list (China first), named in the page language. The chosen code
 * stays selected while the list loads, and shows as its code if the list cannot be loaded.
 */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  name,
  selectRef,
  placeholder,
  disabled,
  testId,
}: CountrySelectProps) {
  const { lang } = useRootState()
  const countries = useQuery(nationalityListQuery())
  const list = countries.data ?? []
  const known = list.some((c) => c.internationalDomainName === value)
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field
        name={name}
        ref={selectRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {value && !known ? <option value={value}>{value}</option> : null}
        {list.map((c) => (
          <option key={c.internationalDomainName} value={c.internationalDomainName}>
            {lang === 'en' ? c.ehName : c.chName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
