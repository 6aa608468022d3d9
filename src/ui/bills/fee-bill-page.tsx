import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadTrademarkBill } from '../../api/invoices'
import { billsQuery } from '../../api/orders'
import { useRootState } from '../../state/root'
import { BillPeriodRange } from './bill-period-range'
import { BillsNav } from './bills-nav'
import { STATEMENT_MAX } from './debit-notes-page'
import { feeBillDocument } from './fee-bill-document'
import { SheetView } from './sheet-view'
import { useMemberName } from './use-member-name'
import { usePdfExport } from './use-pdf-export'

export interface FeeBillPageProps {
  from: string
  to: string
  onPeriodChange: (from: string, to: string) => void
}

/** The fee management bill: every debit note of a period with its totals, as an A4 sheet, a PDF or a spreadsheet. */
export function FeeBillPage({ from, to, onPeriodChange }: FeeBillPageProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const member = useMemberName()
  const { data } = useSuspenseQuery(billsQuery({ pageNum: 1, pageSize: STATEMENT_MAX }))
  const [downloading, setDownloading] = useState(false)
  const pdf = usePdfExport(t('bill.pdfName', { from, to }))

  const notes = data.list
    .filter((n) => n.date >= from && n.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date))
  const doc = feeBillDocument({ notes, member, from, to }, { t, lang })

  const excel = async () => {
    setDownloading(true)
    await downloadTrademarkBill(from, to)
    setDownloading(false)
  }

  return (
    <Stack gap="5" data-testid="fee-bill-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('bill.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('bill.description')}
        </Text>
      </Stack>
      <BillsNav current="fee" />
      <BillPeriodRange from={from} to={to} onApply={onPeriodChange}>
        <Button size="sm" variant="outline" loading={downloading} onClick={() => void excel()}>
          {t('bill.excel')}
        </Button>
        <Button size="sm" colorPalette="blue" loading={pdf.busy} onClick={() => pdf.run(doc)}>
          {t('pdf.export')}
        </Button>
      </BillPeriodRange>
      <div style={{ overflowX: 'auto' }}>
        <SheetView doc={doc} />
      </div>
    </Stack>
  )
}
