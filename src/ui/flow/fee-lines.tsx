import { Box, Table, Text } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FeeLine } from '../../domain/pricing'
import { jurisdictionName } from '../../domain/registration/jurisdictions'
import { FAIR_FEE_RATE, stairRate } from '../../domain/registration/price'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'

const percent = (rate: number) => Math.round(rate * 1000) / 10

/** What a line charges and what it is for: its words, and the mark, registration, class it belongs to. */
export interface FeeLineText {
  label: string
  /** The registration number's words ("Reg. No. 35126478"), apart so a page can mark it. */
  regNo: string
  /** The rest: the mark of a multi-mark application and the class, joined. */
  detail: string
}

/**
 * The words of a fee line, the same on every page that shows one (registration price and summary, a service's
 * price, the order): the kind with its count, country or rate; an official fee item's own name where the
 * kind alone says little (per case, basic fee, grace surcharge); then the mark, number and class it is for.
 */
export function useFeeLineText(markName?: (mark: number) => string): (line: FeeLine) => FeeLineText {
  const { t } = useTranslation('flow')
  const { t: services } = useTranslation('services')
  const { lang } = useRootState()
  return useMemo(() => {
    const kindLabel = (line: FeeLine): string => {
      const count = line.quantity
      if (line.fee && (line.kind === 'case' || line.kind === 'basicFee' || line.kind === 'grace'))
        return services(`price.fee.${line.fee}`)
      switch (line.kind) {
        case 'extraClass':
          return t('feeLine.kind.extraClass', { count })
        case 'excessItems':
          return t('feeLine.kind.excessItems', { count })
        case 'country':
          return t('feeLine.kind.country', {
            count,
            country: line.country ? jurisdictionName(line.country, lang) : '',
          })
        case 'supplementaryFee':
          return t('feeLine.kind.supplementaryFee', { count })
        case 'bankCharges':
          return t('feeLine.kind.bankCharges', { count })
        case 'seats':
          return t('feeLine.kind.seats', { count })
        case 'fairFee':
          return t('feeLine.kind.fairFee', { rate: percent(FAIR_FEE_RATE) })
        case 'stairDiscount':
          return t('feeLine.kind.stairDiscount', { count, rate: percent(stairRate(count)) })
        case 'firstClass':
        case 'priority':
        case 'case':
        case 'grace':
        case 'basicFee':
        case 'handling':
          return t(`feeLine.kind.${line.kind}`)
      }
    }
    return (line) => ({
      label: kindLabel(line),
      regNo: line.regNo ? t('feeLine.regNo', { regNo: line.regNo }) : '',
      detail: [
        markName && line.mark !== undefined ? markName(line.mark) : '',
        line.classNo ? t('feeLine.classNo', { no: line.classNo }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    })
  }, [t, services, lang, markName])
}

/** The test ids a page has for its fee table (its tests and the e2e specs find the lines and totals by them). */
export interface FeeLinesTestIds {
  line: string
  official: string
  service: string
  total: string
}

/**
 * Fee lines with their quantity and official and service parts, the subtotals and the total (and any row a
 * page adds before the total, such as an order's coupon). Each line reads as useFeeLineText says.
 */
export function FeeLinesTable({
  lines,
  official,
  service,
  total,
  beforeTotal,
  markName,
  testIds,
}: {
  lines: readonly FeeLine[]
  official: number
  service: number
  total: number
  beforeTotal?: ReactNode
  markName?: (mark: number) => string
  testIds: FeeLinesTestIds
}) {
  const { t } = useTranslation('services')
  const text = useFeeLineText(markName)
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('price.item')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('price.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('price.official')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('price.service')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, i) => {
            const words = text(line)
            return (
              <Table.Row
                key={`${line.kind}-${line.mark ?? ''}-${i}`}
                data-testid={testIds.line}
                data-kind={line.kind}
              >
                <Table.Cell>
                  <Text as="span">{words.label}</Text>
                  {words.regNo || words.detail ? (
                    <Text fontSize="xs" color="fg.muted">
                      {words.regNo ? <span data-testid={`${testIds.line}-mark`}>{words.regNo}</span> : null}
                      {words.regNo && words.detail ? ' · ' : ''}
                      {words.detail}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Price cny={line.official} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Price cny={line.service} />
                </Table.Cell>
              </Table.Row>
            )
          })}
          <Table.Row fontWeight="medium">
            <Table.Cell colSpan={2}>{t('price.subtotal')}</Table.Cell>
            <Table.Cell textAlign="end" data-testid={testIds.official}>
              <Price cny={official} />
            </Table.Cell>
            <Table.Cell textAlign="end" data-testid={testIds.service}>
              <Price cny={service} />
            </Table.Cell>
          </Table.Row>
          {beforeTotal}
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={3}>{t('price.total')}</Table.Cell>
            <Table.Cell textAlign="end" data-testid={testIds.total}>
              <Price cny={total} showCny />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
