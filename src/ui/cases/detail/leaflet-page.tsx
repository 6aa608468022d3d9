import { Box, Button, HStack, Spinner, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { casePreviewQuery } from '../../../api/case-detail'
import { BusinessError } from '../../../api/client'
import { saveBlob } from '../../../api/download'
import { EmptyState } from '../../kit/empty-state'
import { LoadFailed } from '../../kit/load-failed'
import { PageHeader } from '../../kit/page-header'
import { PAGE_SPINNER, QueryPanel } from '../../kit/query-panel'
import { leafletDocument } from './leaflet-document'
import { useCaseWords } from './use-case-words'

type Pdf = { state: 'making' } | { state: 'failed' } | { state: 'ready'; blob: Blob; url: string }

/** /leaflet?id=: the case summary as a real PDF made in the browser, previewed in a frame, to download. */
export function LeafletPage({ id }: { id: string }) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const preview = useQuery({
    ...casePreviewQuery(id),
    retry: (n, e) => !(e instanceof BusinessError) && n < 2,
  })
  const [pdf, setPdf] = useState<Pdf>({ state: 'making' })
  const data = preview.data
  const lang = words.lang

  useEffect(() => {
    if (!data) return
    let cancelled = false
    let url = ''
    setPdf({ state: 'making' })
    // pdf-lib and the fonts load only here.
    import('../../kit/pdf/export-pdf')
      .then(({ sheetPdfBlob }) => sheetPdfBlob(leafletDocument(data, t, words)))
      .then(({ blob }) => {
        if (cancelled) return
        url = URL.createObjectURL(blob)
        setPdf({ state: 'ready', blob, url })
      })
      .catch((error: unknown) => {
        console.error('Case summary PDF failed', error)
        if (!cancelled) setPdf({ state: 'failed' })
      })
    return () => {
      cancelled = true
      if (url) URL.revokeObjectURL(url)
    }
    // Made again when the data or the page language changes; `words` and `t` follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, lang])

  if (preview.error instanceof BusinessError)
    return (
      <EmptyState title={t('notFound.title')} description={t('notFound.description')}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/caseManage">{t('notFound.back')}</RouterLink>
        </Button>
      </EmptyState>
    )
  return (
    <QueryPanel query={preview} loading={t('loading')} failed={t('loadFailed')} spinner={PAGE_SPINNER}>
      {(summary) => (
        <Stack gap="4" data-testid="leaflet-page">
          <PageHeader
            title={t('leaflet.title', { name: summary.case.markName })}
            description={t('leaflet.description')}
            aside={
              <HStack gap="2">
                <Button asChild size="sm" variant="outline">
                  <RouterLink to="/brandManagement/detail" search={{ id }}>
                    {t('leaflet.back')}
                  </RouterLink>
                </Button>
                <Button
                  size="sm"
                  colorPalette="blue"
                  disabled={pdf.state !== 'ready'}
                  onClick={() =>
                    pdf.state === 'ready' &&
                    saveBlob(pdf.blob, `case-summary-${summary.case.reference || summary.case.id}.pdf`)
                  }
                  data-testid="leaflet-download"
                >
                  {t('leaflet.download')}
                </Button>
              </HStack>
            }
          />
          {pdf.state === 'failed' ? (
            <LoadFailed
              message={t('leaflet.failed')}
              onRetry={() => void preview.refetch().then(() => setPdf({ state: 'making' }))}
            />
          ) : pdf.state === 'making' ? (
            <Spinner display="block" mx="auto" my="8" role="status" aria-label={t('leaflet.generating')} />
          ) : (
            <Box borderWidth="1px" rounded="md" overflow="hidden" h={{ base: '70vh', md: '80vh' }}>
              <iframe
                src={pdf.url}
                title={t('leaflet.preview')}
                data-testid="leaflet-frame"
                style={{ width: '100%', height: '100%', border: 0 }}
              />
            </Box>
          )}
        </Stack>
      )}
    </QueryPanel>
  )
}
