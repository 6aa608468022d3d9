import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadContractTemplate, invoiceHeadersQuery } from '../../api/invoices'
import type { InvoiceHeader } from '../../api/schemas/invoices'
import { EmptyState } from '../kit/empty-state'
import { SectionCard } from '../kit/section-card'
import { DeleteHeaderDialog } from './delete-header-dialog'
import { HeaderDialog } from './header-dialog'

/** The member's invoice headers with create, edit and delete, and the contract template download. */
export function HeadersSection() {
  const { t } = useTranslation('invoices')
  const { data } = useSuspenseQuery(invoiceHeadersQuery())
  const [editing, setEditing] = useState<InvoiceHeader | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [deleting, setDeleting] = useState<InvoiceHeader | null>(null)
  const [downloading, setDownloading] = useState(false)

  const openDialog = (header: InvoiceHeader | null) => {
    setEditing(header)
    setDialogOpen(true)
  }
  const download = async () => {
    setDownloading(true)
    await downloadContractTemplate(data.list.find((h) => h.isDefault && h.kind === 'enterprise')?.id)
    setDownloading(false)
  }

  return (
    <SectionCard
      title={t('headers.title')}
      description={t('headers.description')}
      testId="invoice-headers"
      actions={
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
            {t('headers.contractTemplate')}
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => openDialog(null)}>
            {t('headers.new')}
          </Button>
        </HStack>
      }
    >
      {data.list.length === 0 ? (
        <EmptyState title={t('headers.empty')} description={t('headers.emptyHelp')} />
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('headers.fields.title')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('headers.fields.taxpayerId')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('headers.columns.bank')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('headers.columns.registered')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('headers.fields.qualificationFileId')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('headers.columns.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((h) => (
                <Table.Row key={h.id} data-testid="header-row">
                  <Table.Cell>
                    <Stack gap="1">
                      <Text fontWeight="medium">{h.title}</Text>
                      <HStack gap="1">
                        <Badge size="sm" colorPalette={h.kind === 'enterprise' ? 'blue' : 'gray'}>
                          {t(`headers.kinds.${h.kind}`)}
                        </Badge>
                        {h.isDefault && (
                          <Badge size="sm" colorPalette="green">
                            {t('headers.default')}
                          </Badge>
                        )}
                      </HStack>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{h.taxpayerId || '—'}</Table.Cell>
                  <Table.Cell>
                    {h.bank ? (
                      <Stack gap="0">
                        <Text>{h.bank}</Text>
                        <Text fontFamily="mono" color="fg.muted">
                          {h.bankAccount}
                        </Text>
                      </Stack>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell maxW="72">
                    {h.registeredAddress ? (
                      <Stack gap="0">
                        <Text>{h.registeredAddress}</Text>
                        <Text color="fg.muted">{h.registeredPhone}</Text>
                      </Stack>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Text truncate maxW="48" title={h.qualificationFile?.fileName}>
                      {h.qualificationFile?.fileName ?? '—'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <Button size="xs" variant="ghost" onClick={() => openDialog(h)}>
                      {t('actions.edit')}
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(h)}>
                      {t('actions.delete')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <HeaderDialog
        key={editing?.id ?? 'new'}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        header={editing}
      />
      <DeleteHeaderDialog header={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  )
}
