import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { searchCalls } from '../../../api/catalogue/search'
import {
  EXPORT_MAX_ROWS,
  WORD_REPORT_MAX_MARKS,
  type ExportColumn,
  type ExportCriteria,
} from '../../../api/schemas/search-exports'
import { businessToday } from '../../../domain/clock'
import { runExport } from '../../kit/run-export'
import { toastInfo } from '../../kit/toast'
import { CustomColumnsDialog } from './custom-columns-dialog'

interface Props {
  criteria: ExportCriteria
  selectedIds: string[]
  total: number
}

type Job = 'excelZh' | 'excelEn' | 'custom' | 'word'

/**
 * The result page's export menu. Exports cover the selected marks when some are selected, otherwise the whole
 * result (cut to the export limit, which the user is told about). Both Excel languages are offered, the page
 * language first: attorneys often send the English sheet to foreign clients while working in Chinese.
 */
export function ExportMenu({ criteria, selectedIds, total }: Props) {
  const { t, i18n } = useTranslation('searchExport')
  const [busy, setBusy] = useState<Job | null>(null)
  const [columnsOpen, setColumnsOpen] = useState(false)
  const selected = selectedIds.length > 0
  const count = selected ? selectedIds.length : total
  const ids = selected ? selectedIds.slice(0, EXPORT_MAX_ROWS) : undefined
  const body = { criteria, ids }
  const english = i18n.language === 'en'

  const run = async (job: Job, start: () => Promise<boolean>, max: number) => {
    if (count > max) toastInfo(t('toast.capped', { max, count }))
    setBusy(job)
    try {
      return await start()
    } finally {
      setBusy(null)
    }
  }

  const excelName = `${t('fallbackName.results')}-${businessToday()}.xlsx`
  const excel = (job: 'excelZh' | 'excelEn') =>
    run(
      job,
      () =>
        runExport(
          job === 'excelZh' ? searchCalls.tmInfoQueryResultExportZh : searchCalls.tmInfoQueryResultExport,
          body,
          excelName,
          t,
        ),
      EXPORT_MAX_ROWS,
    )
  const custom = async (columns: ExportColumn[]) => {
    const done = await run(
      'custom',
      () => runExport(searchCalls.tmInfoQueryResultCustomColumnExport, { ...body, columns }, excelName, t),
      EXPORT_MAX_ROWS,
    )
    if (done) setColumnsOpen(false)
  }
  const word = () =>
    run(
      'word',
      () =>
        runExport(
          searchCalls.tmInfoWordExport,
          body,
          `${t('fallbackName.report')}-${businessToday()}.docx`,
          t,
        ),
      WORD_REPORT_MAX_MARKS,
    )

  const languages: Array<'excelZh' | 'excelEn'> = english ? ['excelEn', 'excelZh'] : ['excelZh', 'excelEn']
  const scope = selected
    ? t('menu.scopeSelected', { count })
    : count > EXPORT_MAX_ROWS
      ? t('menu.scopeCapped', { count, max: EXPORT_MAX_ROWS })
      : t('menu.scopeAll', { count })

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            loading={busy !== null && busy !== 'custom'}
            disabled={count === 0 || busy !== null}
            data-testid="export-menu"
          >
            {t('menu.trigger')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Box px="3" py="1.5">
                <Text fontSize="xs" color="fg.muted">
                  {scope}
                </Text>
              </Box>
              <Menu.Separator />
              {languages.map((job) => (
                <Menu.Item key={job} value={job} onClick={() => void excel(job)}>
                  {t(`menu.${job}`)}
                </Menu.Item>
              ))}
              <Menu.Item value="custom" onClick={() => setColumnsOpen(true)}>
                {t('menu.excelCustom')}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="word" onClick={() => void word()}>
                <Box>
                  <Text>{t('menu.word')}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('menu.wordHint', { max: WORD_REPORT_MAX_MARKS })}
                  </Text>
                </Box>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <CustomColumnsDialog
        open={columnsOpen}
        busy={busy === 'custom'}
        onClose={() => setColumnsOpen(false)}
        onExport={(columns) => void custom(columns)}
      />
    </>
  )
}
