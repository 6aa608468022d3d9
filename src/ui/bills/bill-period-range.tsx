import { Button, HStack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isIsoDate } from '../../domain/dates'
import { FormField } from '../kit/form-field'
import { DateInput } from '../kit/date-input'

export interface BillPeriodRangeProps {
  from: string
  to: string
  /** Called with a valid period (real dates, from not after to) when the user applies it. */
  onApply: (from: string, to: string) => void
  /** Actions at the far end of the toolbar, e.g. the exports. */
  children?: ReactNode
}

/** A bill's toolbar: the first and last day of the period, checked before they are applied, then the actions. */
export function BillPeriodRange({ from, to, onApply, children }: BillPeriodRangeProps) {
  const { t } = useTranslation('invoices')
  const [draft, setDraft] = useState({ from, to })
  const [tried, setTried] = useState(false)
  const fromError = !isIsoDate(draft.from) ? 'date' : undefined
  const toError = !isIsoDate(draft.to) ? 'date' : draft.from > draft.to ? 'range' : undefined

  const apply = () => {
    setTried(true)
    if (!fromError && !toError) onApply(draft.from, draft.to)
  }

  return (
    <HStack
      as="form"
      align="flex-end"
      gap="3"
      wrap="wrap"
      onSubmit={(e) => {
        e.preventDefault()
        apply()
      }}
    >
      <FormField
        label={t('bill.from')}
        error={tried && fromError ? 'invoices:bill.badDate' : undefined}
        w="44"
      >
        <DateInput
          size="sm"
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
      </FormField>
      <FormField
        label={t('bill.to')}
        error={
          tried && toError
            ? toError === 'range'
              ? 'invoices:bill.badRange'
              : 'invoices:bill.badDate'
            : undefined
        }
        w="44"
      >
        <DateInput
          size="sm"
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
      </FormField>
      <Button size="sm" type="submit" variant="outline">
        {t('bill.apply')}
      </Button>
      {children && (
        <HStack gap="2" ms="auto">
          {children}
        </HStack>
      )}
    </HStack>
  )
}
