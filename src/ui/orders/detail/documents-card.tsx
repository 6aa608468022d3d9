import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filesCalls } from '../../../api/catalogue/files'
import { downloadFile } from '../../../api/download'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { EmptyState } from '../../kit/empty-state'
import { SectionCard } from '../../kit/section-card'
import { documentsQuery } from '../../../api/orders'

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`)

/** The case documents (receipts, filing receipts, certificates …), each downloadable as its PDF. */
export function DocumentsCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const { data, isError } = useQuery(documentsQuery(orderId))
  const [busy, setBusy] = useState<string | null>(null)
  const download = async (fileId: string, fileName: string) => {
    setBusy(fileId)
    await downloadFile(filesCalls.fileDownload, { fileId }, fileName)
    setBusy(null)
  }
  let body
  if (isError) body = <Text color="fg.error">{t('detail.sectionFailed')}</Text>
  else if (!data) body = <Text color="fg.muted">{t('list.loading')}</Text>
  else if (data.list.length === 0)
    body = <EmptyState title={t('documents.emptyTitle')} description={t('documents.emptyDescription')} />
  else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none">
        {data.list.map((doc) => (
          <HStack as="li" key={doc.id} justify="space-between" gap="3" data-testid="order-document">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{t(`documents.kind.${doc.kind}`)}</Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {doc.fileName} · {formatDate(doc.date, lang)} · {sizeText(doc.size)}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="outline"
              loading={busy === doc.fileId}
              onClick={() => void download(doc.fileId, doc.fileName)}
              aria-label={t('documents.downloadNamed', { name: doc.fileName })}
            >
              {t('documents.download')}
            </Button>
          </HStack>
        ))}
      </Stack>
    )
  }
  return (
    <SectionCard title={t('detail.documents')} testId="order-documents" size="sm">
      {body}
    </SectionCard>
  )
}
