import { Checkbox, Grid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { quoteWith } from '../../domain/pricing'
import { EmptyState } from '../kit/empty-state'
import { SectionCard } from '../kit/section-card'
import { parseItems } from './calculator-rules'
import { ClassChooser } from './class-chooser'
import { ClassItemsRow } from './class-items-row'
import { feeScheduleOptions } from '../../api/fees'
import { FeePageHeader } from './fee-page-header'
import { QuoteLines } from './quote-lines'

interface Row {
  no: string
  items: string
}

/**
 * /offerSheetOne: the price of one mainland application, live as classes, items and priority change. It
 * quotes with the schedule the server sent and the pricing module's arithmetic, so it matches the order.
 */
export function QuoteCalculatorPage() {
  const { t } = useTranslation('fees')
  const { data } = useSuspenseQuery(feeScheduleOptions({ section: 'trademark', productType: 1 }))
  const item = data.groups[0]?.items[0]
  const [rows, setRows] = useState<Row[]>([])
  const [priority, setPriority] = useState(false)
  const limit = item?.schedule.itemLimit ?? 10

  const toggle = useCallback(
    (no: string) =>
      setRows((current) =>
        current.some((r) => r.no === no)
          ? current.filter((r) => r.no !== no)
          : [...current, { no, items: String(limit) }].sort((a, b) => a.no.localeCompare(b.no)),
      ),
    [limit],
  )
  const setItems = useCallback(
    (no: string, items: string) =>
      setRows((current) => current.map((r) => (r.no === no ? { ...r, items } : r))),
    [],
  )
  const selected = useMemo(() => new Set(rows.map((r) => r.no)), [rows])
  const parsed = rows.map((r) => ({ ...r, result: parseItems(r.items) }))
  const invalid = parsed.some((r) => !r.result.ok)
  const quote =
    item && !invalid
      ? quoteWith(item.schedule, {
          classes: parsed.map((r) => ({ no: r.no, items: r.result.ok ? r.result.value : 0 })),
          priority,
        })
      : null

  if (!item) return <EmptyState title={t('calculator.unavailable')} />
  return (
    <Stack gap="5" data-testid="quote-calculator">
      <FeePageHeader
        title={t('calculator.title')}
        description={t('calculator.description', { limit })}
        effectiveDate={data.effectiveDate}
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="5"
        alignItems="start"
      >
        <SectionCard title={t('calculator.classes')} description={t('calculator.classesHint')} size="sm">
          <Stack gap="4">
            <ClassChooser selected={selected} onToggle={toggle} />
            {rows.length === 0 ? (
              <Text color="fg.muted" fontSize="sm" role="status" data-testid="no-class">
                {t('calculator.chooseClass')}
              </Text>
            ) : (
              <Stack gap="2">
                {parsed.map((r) => (
                  <ClassItemsRow
                    key={r.no}
                    no={r.no}
                    items={r.items}
                    error={r.result.ok ? undefined : r.result.error}
                    onItems={setItems}
                    onRemove={toggle}
                  />
                ))}
              </Stack>
            )}
            <Checkbox.Root checked={priority} onCheckedChange={(e) => setPriority(e.checked === true)}>
              <Checkbox.HiddenInput data-testid="priority" />
              <Checkbox.Control />
              <Checkbox.Label>{t('calculator.priority')}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </SectionCard>
        <SectionCard title={t('calculator.result')} size="sm" testId="quote-result">
          {quote && rows.length > 0 ? (
            <QuoteLines quote={quote} itemLimit={item.schedule.itemLimit} testId="quote" />
          ) : (
            <Text color="fg.muted" fontSize="sm" data-testid="quote-empty">
              {invalid ? t('calculator.fixErrors') : t('calculator.chooseClass')}
            </Text>
          )}
        </SectionCard>
      </Grid>
    </Stack>
  )
}
