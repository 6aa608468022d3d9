import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import {
  checkGoodsExcelMutation,
  downloadGoodsTemplate,
  importGoodsExcelMutation,
} from '../../../api/registration-goods'
import type { ExcelRow } from '../../../api/schemas/registration-goods'
import { serverTextOr, type Message } from '../../../domain/message-key'
import type { ClassSelection, RegistrationRegion } from '../../../domain/registration/types'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { toastError, toastInfo, toastSuccess } from '../../kit/toast'

export interface ExcelImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  region: RegistrationRegion
  /** Merges the imported classes; answers how many items were new and how many were already chosen. */
  onImport: (classes: ClassSelection[]) => { added: number; duplicates: number }
}

const MAX_BYTES = 2 * 1024 * 1024

const TABLE = {
  width: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': {
    textAlign: 'start',
    px: '2',
    py: '1.5',
    bg: 'bg.muted',
    fontWeight: 'semibold',
    position: 'sticky',
    top: 0,
  },
  '& td': { px: '2', py: '1.5', borderTopWidth: '1px', verticalAlign: 'top' },
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
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<Message | null>(null)
  const [rows, setRows] = useState<ExcelRow[] | null>(null)
  const [summary, setSummary] = useState<{
    total: number
    standard: number
    custom: number
    errors: number
  } | null>(null)
  const check = useMutation(checkGoodsExcelMutation())
  const importing = useMutation(importGoodsExcelMutation())

  const reset = () => {
    setFile(null)
    setFileError(null)
    setRows(null)
    setSummary(null)
    if (input.current) input.current.value = ''
  }
  const close = () => {
    reset()
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
    <FormDialog
      open={open}
      onClose={close}
      title={t('excel.title')}
      size="xl"
      scrollBehavior="inside"
      buttonSize="sm"
      testId="excel-dialog"
      cancelLabel={t('excel.close')}
      busy={importing.isPending}
      submit={{
        label: t('excel.import', { count: good }),
        disabled: !file || good === 0,
        onClick: () => void runImport(),
        testId: 'excel-import',
      }}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('excel.steps')}
        </Text>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => void template()} data-testid="excel-template">
            {t('excel.template')}
          </Button>
        </HStack>
        <FormField label={t('excel.file')} controlId={inputId} error={fileError}>
          <HStack gap="3" wrap="wrap">
            <input
              id={inputId}
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              data-testid="excel-file"
            />
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              {t('excel.choose')}
            </Button>
            <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'}>
              {file ? file.name : t('excel.noFile')}
            </Text>
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
          </HStack>
        </FormField>
        {rows && summary ? (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium" data-testid="excel-summary">
              {t('excel.summary', summary)}
            </Text>
            {good === 0 ? (
              <Text fontSize="sm" color="fg.error">
                {t('excel.nothing')}
              </Text>
            ) : null}
            <Box maxH="22rem" overflowY="auto" borderWidth="1px" rounded="md">
              <Box as="table" css={TABLE} data-testid="excel-rows">
                <thead>
                  <tr>
                    <th>{t('excel.col.row')}</th>
                    <th>{t('excel.col.class')}</th>
                    <th>{t('excel.col.name')}</th>
                    <th>{t('excel.col.code')}</th>
                    <th>{t('excel.col.result')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.row} data-status={r.status}>
                      <td className="ex-num">{r.row}</td>
                      <td>{r.classNo || '—'}</td>
                      <td>{r.name || '—'}</td>
                      <td className="ex-code">{r.code || r.item?.code || ''}</td>
                      <td>
                        <span className={STATUS_CLASS[r.status]}>{t(`excel.status.${r.status}`)}</span>
                        {r.reason ? (
                          <span className="ex-reason">{en ? r.reason.en : r.reason.zh}</span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          </Stack>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
