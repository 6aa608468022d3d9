import { Box, Button, HStack, Stack, Text, type SystemStyleObject } from '@chakra-ui/react'
import { useId, useRef, useState, type ReactNode } from 'react'
import type { Message } from '../../domain/message-key'
import { FormDialog, type DialogSubmit } from './form-dialog'
import { FormField } from './form-field'

/** The workbook chosen in a SheetImportDialog and what is wrong with it; `reset` empties both and the input. */
export function useSheetFile() {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<Message | null>(null)
  const reset = () => {
    setFile(null)
    setError(null)
    if (input.current) input.current.value = ''
  }
  return { input, file, setFile, error, setError, reset }
}

export type SheetFile = ReturnType<typeof useSheetFile>

export interface SheetImportDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  testId: string
  /** What to do, above the template button. */
  steps: ReactNode
  template: { label: ReactNode; testId: string; onClick: () => void }
  /** The chosen file (useSheetFile) and what choosing one does. */
  sheet: SheetFile
  onPick: (file: File | null) => void
  fileText: { label: ReactNode; choose: ReactNode; none: ReactNode }
  fileTestId: string
  fileErrorTestId?: string
  /** A button after the file's name (checking it before the import). */
  fileAction?: ReactNode
  cancelLabel?: ReactNode
  busy: boolean
  submit: DialogSubmit
  /** What the server said of the rows, once it has. */
  rows?: SheetRows | null
}

/** The rows of the answer: a line on what was found, then a table that scrolls under a sticky header. */
export interface SheetRows {
  lead: ReactNode
  /** Announced as soon as shown (a refusal). */
  alert?: boolean
  head: readonly ReactNode[]
  /** The table's `<tr>` rows. */
  body: ReactNode
  maxH: string
  testId: string
  /** More table styles; the header cells' ones add to the table's own. */
  css?: SystemStyleObject
}

/**
 * Rows brought in from a workbook (the case list, the goods of a filing): the steps, the template, the file
 * chooser and, below, what the caller shows of the rows. The caller checks the file and runs the import.
 */
export function SheetImportDialog({
  open,
  onClose,
  title,
  testId,
  steps,
  template,
  sheet,
  onPick,
  fileText,
  fileTestId,
  fileErrorTestId,
  fileAction,
  cancelLabel,
  busy,
  submit,
  rows,
}: SheetImportDialogProps) {
  const inputId = useId()
  const { input, file } = sheet
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      size="xl"
      scrollBehavior="inside"
      buttonSize="sm"
      testId={testId}
      cancelLabel={cancelLabel}
      busy={busy}
      submit={submit}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {steps}
        </Text>
        <HStack>
          <Button size="sm" variant="outline" onClick={template.onClick} data-testid={template.testId}>
            {template.label}
          </Button>
        </HStack>
        <FormField
          label={fileText.label}
          controlId={inputId}
          error={sheet.error}
          errorTestId={fileErrorTestId}
        >
          <HStack gap="3" wrap="wrap">
            <input
              id={inputId}
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => onPick(e.target.files?.[0] ?? null)}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              data-testid={fileTestId}
            />
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              {fileText.choose}
            </Button>
            <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'}>
              {file ? file.name : fileText.none}
            </Text>
            {fileAction}
          </HStack>
        </FormField>
        {rows ? <RowsTable {...rows} /> : null}
      </Stack>
    </FormDialog>
  )
}

const TABLE = {
  width: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'start', px: '2', py: '1.5', bg: 'bg.muted', position: 'sticky', top: 0 },
  '& td': { px: '2', py: '1.5', borderTopWidth: '1px', verticalAlign: 'top' },
} as const satisfies SystemStyleObject

function RowsTable({ lead, alert, head, body, maxH, testId, css }: SheetRows) {
  const th = (css?.['& th'] ?? {}) as SystemStyleObject
  return (
    <Stack gap="2" role={alert ? 'alert' : undefined}>
      {lead}
      <Box maxH={maxH} overflowY="auto" borderWidth="1px" rounded="md">
        <Box as="table" css={{ ...TABLE, ...css, '& th': { ...TABLE['& th'], ...th } }} data-testid={testId}>
          <thead>
            <tr>
              {head.map((label, i) => (
                <th key={i}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Box>
      </Box>
    </Stack>
  )
}
