import { Button, Checkbox, Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EXPORT_COLUMNS, type ExportColumn } from '../../../api/schemas/search-exports'
import { FormDialog } from '../../kit/form-dialog'
import { loadExportColumns, saveExportColumns } from './export-columns-storage'

interface Props {
  open: boolean
  busy: boolean
  onClose: () => void
  onExport: (columns: ExportColumn[]) => void
}

/** Lets the user tick the columns of a spreadsheet export; at least one is required, the choice is remembered. */
export function CustomColumnsDialog({ open, busy, onClose, onExport }: Props) {
  const { t } = useTranslation('searchExport')
  const [chosen, setChosen] = useState<ExportColumn[]>(loadExportColumns)
  const [tried, setTried] = useState(false)
  const invalid = tried && chosen.length === 0

  const toggle = (column: ExportColumn, on: boolean) =>
    setChosen((now) => EXPORT_COLUMNS.filter((c) => (c === column ? on : now.includes(c))))

  const submit = () => {
    setTried(true)
    if (!chosen.length) return
    saveExportColumns(chosen)
    onExport(chosen)
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onExitComplete={() => setTried(false)}
      title={t('columns.title')}
      busy={busy}
      submit={{ label: t('columns.export'), onClick: submit }}
      cancelLabel={t('columns.cancel')}
      closeLabel={t('columns.close')}
      size="md"
      testId="export-columns-dialog"
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('columns.description')}
      </Text>
      <Fieldset.Root invalid={invalid}>
        <HStack justify="space-between">
          <Fieldset.Legend fontWeight="semibold">{t('columns.legend')}</Fieldset.Legend>
          <HStack gap="1">
            <Button size="xs" variant="ghost" onClick={() => setChosen([...EXPORT_COLUMNS])}>
              {t('columns.selectAll')}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setChosen([])}>
              {t('columns.clear')}
            </Button>
          </HStack>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
          {EXPORT_COLUMNS.map((column) => (
            <Checkbox.Root
              key={column}
              size="sm"
              checked={chosen.includes(column)}
              onCheckedChange={(e) => toggle(column, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`columns.${column}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        {invalid && <Fieldset.ErrorText>{t('columns.atLeastOne')}</Fieldset.ErrorText>}
      </Fieldset.Root>
    </FormDialog>
  )
}
