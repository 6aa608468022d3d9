import { Button, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import {
  checkGoodsExcelMutation,
  downloadGoodsTemplate,
  importGoodsExcelMutation,
} from '../../../api/registration-goods'
import type { ExcelRow } from '../../../api/schemas/registration-goods'
import { serverTextOr } from '../../../domain/message-key'
import type { ClassSelection, RegistrationRegion } from '../../../domain/registration/types'
import { SheetImportDialog, useSheetFile } from '../../kit/sheet-import-dialog'
import { toastError, toastInfo, toastSuccess } from '../../kit/toast'

export interface ExcelImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  region: RegistrationRegion
  /** Merges the imported classes; answers how many items were new and how many were already chosen. */
  onImport: (classes: ClassSelection[]) => { added: number; duplicates: number }
}

const MAX_BYTES = 2 * 1024 * 1024

/** The goods table's own styles: a row's result in its status colour, an error row shaded. */
const ROWS_CSS = {
  '& th': { fontWeight: 'semibold' },
  '& tr[data-status=error] td': { bg: 'red.subtle' },
  '& .ex-num': { fontVariantNumeric: 'tabular-nums', color: 'fg.muted' },
  '& .ex-code': { fontFamily: 'mono', fontSize: 'xs' },
  '& .ex-ok': { color: 'green.fg', fontWeight: 'medium' },
  '& .ex-custom': { color: 'orange.fg', fontWeight: 'medium' },
  '& .ex-error': { color: 'red.fg', fontWeight: 'semibold' },
  '& .ex-reason': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
} as const

const STATUS_CLASS = { standard: 'ex-ok', custom: 'ex-custom', error: 'ex-error' } as const

/** Goods from a workbook: the template, an upload checked row by row, then the good rows imported. */
export function ExcelImportDialog({ open, onOpenChange, region, onImport }: ExcelImportDialogProps) {
  const { t, i18n } = useTranslation('regGoods')
  const en = i18n.language === 'en'
  const sheet = useSheetFile()
  const { file, setFile, setError: setFileError } = sheet
  const [rows, setRows] = useState<ExcelRow[] | null>(null)
  const [summary, setSummary] = useState<{
    total: number
    standard: number
    custom: number
    errors: number
  } | null>(null)
  const check = useMutation(checkGoodsExcelMutation())
  const importing = useMutation(importGoodsExcelMutation())

  const close = () => {
    sheet.reset()
    setRows(null)
    setSummary(null)
    onOpenChange(false)
  }

  const pick = (picked: File | null) => {
    setRows(null)
    setSummary(null)
    if (!picked) return setFile(null)
    if (!/\.xlsx$/i.test(picked.name)) {
      setFile(null)
      return setFileError('validation:fileFormat')
    }
    if (picked.size > MAX_BYTES) {
      setFile(null)
      return setFileError('validation:fileTooLarge')
    }
    setFileError(null)
    setFile(picked)
  }

  const runCheck = async () => {
    if (!file) return setFileError('regGoods:excel.fileRequired')
    try {
      const answer = await check.mutateAsync({ file, region })
      setRows(answer.rows)
      setSummary(answer.summary)
    } catch (error) {
      setFileError(
        error instanceof BusinessError
          ? serverTextOr(error.msg, 'regGoods:excel.failed')
          : 'regGoods:excel.failed',
      )
    }
  }

  const runImport = async () => {
    if (!file) return
    try {
      const answer = await importing.mutateAsync({ file, region })
      const { added, duplicates } = onImport(answer.classes)
      toastSuccess(t('excel.imported', { count: added, skipped: answer.skipped }))
      if (duplicates > 0) toastInfo(t('excel.duplicatesSkipped', { count: duplicates }))
      close()
    } catch (error) {
      toastError(error instanceof BusinessError && error.msg ? error.msg : t('excel.failed'))
    }
  }

  const template = async () => {
    const ok = await downloadGoodsTemplate(en ? 'goods-import-template.xlsx' : '商品导入模板.xlsx')
    if (!ok) toastError(t('excel.templateFailed'))
  }

  const good = summary ? summary.standard + summary.custom : 0

  return (
    <SheetImportDialog
      open={open}
      onClose={close}
      title={t('excel.title')}
      testId="excel-dialog"
      cancelLabel={t('excel.close')}
      steps={t('excel.steps')}
      template={{ label: t('excel.template'), testId: 'excel-template', onClick: () => void template() }}
      sheet={sheet}
      onPick={pick}
      fileText={{ label: t('excel.file'), choose: t('excel.choose'), none: t('excel.noFile') }}
      fileTestId="excel-file"
      fileAction={
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!file}
          loading={check.isPending}
          onClick={() => void runCheck()}
          data-testid="excel-check"
        >
          {t('excel.check')}
        </Button>
      }
      busy={importing.isPending}
      submit={{
        label: t('excel.import', { count: good }),
        disabled: !file || good === 0,
        onClick: () => void runImport(),
        testId: 'excel-import',
      }}
      rows={
        rows &&
        summary && {
          lead: (
            <>
              <Text fontSize="sm" fontWeight="medium" data-testid="excel-summary">
                {t('excel.summary', summary)}
              </Text>
              {good === 0 ? (
                <Text fontSize="sm" color="fg.error">
                  {t('excel.nothing')}
                </Text>
              ) : null}
            </>
          ),
          head: [
            t('excel.col.row'),
            t('excel.col.class'),
            t('excel.col.name'),
            t('excel.col.code'),
            t('excel.col.result'),
          ],
          body: rows.map((r) => (
            <tr key={r.row} data-status={r.status}>
              <td className="ex-num">{r.row}</td>
              <td>{r.classNo || '—'}</td>
              <td>{r.name || '—'}</td>
              <td className="ex-code">{r.code || r.item?.code || ''}</td>
              <td>
                <span className={STATUS_CLASS[r.status]}>{t(`excel.status.${r.status}`)}</span>
                {r.reason ? <span className="ex-reason">{en ? r.reason.en : r.reason.zh}</span> : null}
              </td>
            </tr>
          )),
          maxH: '22rem',
          testId: 'excel-rows',
          css: ROWS_CSS,
        }
      }
    />
  )
}
