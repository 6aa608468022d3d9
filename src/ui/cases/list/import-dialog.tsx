import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { casesCalls } from '../../../api/catalogue/cases'
import { importCasesMutation } from '../../../api/cases-list'
import { BusinessError } from '../../../api/client'
import { downloadFile } from '../../../api/download'
import type { ImportErrorView } from '../../../api/schemas/cases-list'
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, importFileProblem } from '../../../domain/cases/case-import'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { readFileHead } from '../../kit/read-image-file'
import { toastError, toastSuccess } from '../../kit/toast'

export interface ImportDialogProps {
  open: boolean
  onClose: () => void
  /** The imported cases' ids, once they are in the list. */
  onImported: (caseIds: string[]) => void
}

const TABLE = {
  width: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'start', px: '2', py: '1.5', bg: 'bg.muted', position: 'sticky', top: 0 },
  '& td': { px: '2', py: '1.5', borderTopWidth: '1px', verticalAlign: 'top' },
} as const

/** Cases from the template workbook: every row is checked, and nothing is imported while any row is bad. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useTranslation('casesList')
  const en = i18n.language === 'en'
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ rows: number; list: ImportErrorView[] } | null>(null)
  const importing = useMutation(importCasesMutation())

  const reset = () => {
    setFile(null)
    setFileError(null)
    setErrors(null)
    if (input.current) input.current.value = ''
  }
  const close = () => {
    reset()
    onClose()
  }

  const pick = async (picked: File | null) => {
    setErrors(null)
    setFile(null)
    setFileError(null)
    if (!picked) return
    const problem = importFileProblem(picked, await readFileHead(picked, 8))
    if (problem) return setFileError(t(`import.file.${problem}`))
    setFile(picked)
  }

  const run = async () => {
    if (!file) return setFileError(t('import.file.required'))
    try {
      const answer = await importing.mutateAsync({ file })
      if (answer.errors.length > 0) return setErrors({ rows: answer.rows, list: answer.errors })
      toastSuccess(t('import.done', { count: answer.imported }))
      onImported(answer.caseIds)
      close()
    } catch (error) {
      setFileError(error instanceof BusinessError && error.msg ? error.msg : t('import.failed'))
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
    <FormDialog
      open={open}
      onClose={close}
      title={t('import.title')}
      size="xl"
      scrollBehavior="inside"
      buttonSize="sm"
      testId="import-dialog"
      busy={importing.isPending}
      submit={{
        label: t('import.submit'),
        disabled: !file,
        onClick: () => void run(),
        testId: 'import-submit',
      }}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('import.steps', { max: IMPORT_MAX_ROWS })}
        </Text>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => void template()} data-testid="import-template">
            {t('import.template')}
          </Button>
        </HStack>
        <FormField
          label={t('import.file.label')}
          controlId={inputId}
          error={fileError ? { text: fileError } : undefined}
          errorTestId="import-file-error"
        >
          <HStack gap="3" wrap="wrap">
            <input
              id={inputId}
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => void pick(e.target.files?.[0] ?? null)}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              data-testid="import-file"
            />
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              {t('import.file.choose')}
            </Button>
            <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'}>
              {file ? file.name : t('import.file.none')}
            </Text>
          </HStack>
        </FormField>
        {errors ? (
          <Stack gap="2" role="alert">
            <Text fontSize="sm" fontWeight="semibold" color="fg.error" data-testid="import-summary">
              {t('import.rejected', { count: badRows, rows: errors.rows })}
            </Text>
            <Box maxH="20rem" overflowY="auto" borderWidth="1px" rounded="md">
              <Box as="table" css={TABLE} data-testid="import-errors">
                <thead>
                  <tr>
                    <th>{t('import.col.row')}</th>
                    <th>{t('import.col.column')}</th>
                    <th>{t('import.col.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {errors.list.map((e, i) => (
                    <tr key={i}>
                      <td>{e.row}</td>
                      <td>{columnName(e.column)}</td>
                      <td>{e.message}</td>
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
