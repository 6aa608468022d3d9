import { Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { casesCalls } from '../../../api/catalogue/cases'
import { importCasesMutation } from '../../../api/cases-list'
import { BusinessError } from '../../../api/client'
import { downloadFile } from '../../../api/download'
import type { ImportErrorView } from '../../../api/schemas/cases-list'
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, importFileProblem } from '../../../domain/cases/case-import'
import { serverText } from '../../../domain/message-key'
import { readFileHead } from '../../kit/read-image-file'
import { SheetImportDialog, useSheetFile } from '../../kit/sheet-import-dialog'
import { toastError, toastSuccess } from '../../kit/toast'

export interface ImportDialogProps {
  open: boolean
  onClose: () => void
  /** The imported cases' ids, once they are in the list. */
  onImported: (caseIds: string[]) => void
}

/** Cases from the template workbook: every row is checked, and nothing is imported while any row is bad. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useTranslation('casesList')
  const en = i18n.language === 'en'
  const sheet = useSheetFile()
  const { file, setFile, setError: setFileError } = sheet
  const [errors, setErrors] = useState<{ rows: number; list: ImportErrorView[] } | null>(null)
  const importing = useMutation(importCasesMutation())

  const close = () => {
    sheet.reset()
    setErrors(null)
    onClose()
  }

  const pick = async (picked: File | null) => {
    setErrors(null)
    setFile(null)
    setFileError(null)
    if (!picked) return
    const problem = importFileProblem(picked, await readFileHead(picked, 8))
    if (problem) return setFileError(serverText(t(`import.file.${problem}`)))
    setFile(picked)
  }

  const run = async () => {
    if (!file) return setFileError(serverText(t('import.file.required')))
    try {
      const answer = await importing.mutateAsync({ file })
      if (answer.errors.length > 0) return setErrors({ rows: answer.rows, list: answer.errors })
      toastSuccess(t('import.done', { count: answer.imported }))
      onImported(answer.caseIds)
      close()
    } catch (error) {
      setFileError(serverText(error instanceof BusinessError && error.msg ? error.msg : t('import.failed')))
    }
  }

  const template = async () => {
    const ok = await downloadFile(
      casesCalls.brandmanagementDownloadCaseManagementExcel,
      {},
      en ? 'case-import-template.xlsx' : '案件导入模板.xlsx',
    )
    if (!ok) toastError(t('import.templateFailed'))
  }
  const columnName = (key: string | null) => {
    const c = IMPORT_COLUMNS.find((x) => x.key === key)
    return c ? (en ? c.en : c.zh) : '—'
  }
  const badRows = errors ? new Set(errors.list.map((e) => e.row)).size : 0

  return (
    <SheetImportDialog
      open={open}
      onClose={close}
      title={t('import.title')}
      testId="import-dialog"
      steps={t('import.steps', { max: IMPORT_MAX_ROWS })}
      template={{ label: t('import.template'), testId: 'import-template', onClick: () => void template() }}
      sheet={sheet}
      onPick={(picked) => void pick(picked)}
      fileText={{
        label: t('import.file.label'),
        choose: t('import.file.choose'),
        none: t('import.file.none'),
      }}
      fileTestId="import-file"
      fileErrorTestId="import-file-error"
      busy={importing.isPending}
      submit={{
        label: t('import.submit'),
        disabled: !file,
        onClick: () => void run(),
        testId: 'import-submit',
      }}
      rows={
        errors && {
          alert: true,
          lead: (
            <Text fontSize="sm" fontWeight="semibold" color="fg.error" data-testid="import-summary">
              {t('import.rejected', { count: badRows, rows: errors.rows })}
            </Text>
          ),
          head: [t('import.col.row'), t('import.col.column'), t('import.col.message')],
          body: errors.list.map((e, i) => (
            <tr key={i}>
              <td>{e.row}</td>
              <td>{columnName(e.column)}</td>
              <td>{e.message}</td>
            </tr>
          )),
          maxH: '20rem',
          testId: 'import-errors',
        }
      }
    />
  )
}
