import { chakra, HStack, IconButton, NativeSelect, SegmentGroup, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  formatMonth,
  monthRange,
  periodRange,
  recentMonths,
  shiftMonth,
  type BillPeriod,
} from '../../domain/bill-period'
import { useRootState } from '../../state/root'
import { BillPeriodRange } from './bill-period-range'

/** Months offered in the month list, the current one first. */
const MONTHS_LISTED = 24

export interface TimestampPeriodPickerProps {
  period: BillPeriod
  /** The current month, 'YYYY-MM': later months have nothing to show. */
  currentMonth: string
  onChange: (period: BillPeriod) => void
}

/** Picks the bill's period: a month (from a list, or one step back or forward) or a range of days. */
export function TimestampPeriodPicker({ period, currentMonth, onChange }: TimestampPeriodPickerProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const monthId = useId()
  // Choosing "custom range" only opens the range fields; the period changes when the range is applied.
  const [mode, setMode] = useState<BillPeriod['kind']>(period.kind)
  const month = period.kind === 'month' ? period.month : period.from.slice(0, 7)
  const listed = recentMonths(currentMonth, MONTHS_LISTED)
  const months = listed.includes(month) ? listed : [...listed, month].sort().reverse()
  const draft = period.kind === 'range' ? periodRange(period) : monthRange(month)

  const chooseMode = (next: string | null) => {
    if (next !== 'month' && next !== 'range') return
    setMode(next)
    if (next === 'month' && period.kind === 'range') onChange({ kind: 'month', month })
  }

  return (
    <HStack align="flex-end" gap="4" wrap="wrap" data-testid="ts-period">
      <Stack gap="1.5">
        <Text fontSize="sm" fontWeight="medium">
          {t('timestamp.period')}
        </Text>
        <SegmentGroup.Root
          size="sm"
          value={mode}
          onValueChange={(e) => chooseMode(e.value)}
          aria-label={t('timestamp.period')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'month', label: t('timestamp.byMonth') },
              { value: 'range', label: t('timestamp.byRange') },
            ]}
          />
        </SegmentGroup.Root>
      </Stack>
      {mode === 'month' ? (
        <Stack gap="1.5">
          <chakra.label htmlFor={monthId} fontSize="sm" fontWeight="medium">
            {t('timestamp.month')}
          </chakra.label>
          <HStack gap="1">
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('timestamp.prevMonth')}
              onClick={() => onChange({ kind: 'month', month: shiftMonth(month, -1) })}
            >
              ‹
            </IconButton>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field
                id={monthId}
                value={month}
                onChange={(e) => onChange({ kind: 'month', month: e.currentTarget.value })}
              >
                {months.map((m) => (
                  <option key={m} value={m}>
                    {formatMonth(m, lang)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('timestamp.nextMonth')}
              disabled={month >= currentMonth}
              onClick={() => onChange({ kind: 'month', month: shiftMonth(month, 1) })}
            >
              ›
            </IconButton>
          </HStack>
        </Stack>
      ) : (
        <BillPeriodRange
          from={draft.from}
          to={draft.to}
          onApply={(from, to) => onChange({ kind: 'range', from, to })}
        />
      )}
    </HStack>
  )
}
