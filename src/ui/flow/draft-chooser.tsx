import { Badge, Button, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WizardDraftBase } from '../../domain/wizard/types'
import { formatDateTime } from '../../domain/format'
import type { Lang } from '../../i18n'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { toastError, toastSuccess } from '../kit/toast'
import type { DraftListItem, WizardUi } from './wizard-ui'

/**
 * Starting a wizard: the account's unfinished drafts of this flow, to continue or delete, and a new one.
 * Without drafts a new one starts at once.
 */
export function DraftChooser<D extends WizardDraftBase>({
  ui,
  onOpen,
  onNew,
}: {
  ui: WizardUi<D>
  onOpen: (draftId: string) => void
  onNew: () => void
}) {
  const { t, i18n } = useTranslation('flow')
  const drafts = ui.useDraftList()
  const started = useRef(false)
  const [deleting, setDeleting] = useState<DraftListItem | null>(null)
  const discard = useMutation({
    mutationFn: (draftId: string) => ui.calls.discard(draftId),
    onSuccess: () => {
      toastSuccess(t('drafts.deleted'))
      setDeleting(null)
      ui.onDiscarded?.()
    },
    onError: () => toastError(t('drafts.deleteFailed')),
  })
  useEffect(() => {
    if (!started.current && drafts.data && drafts.data.length === 0) {
      started.current = true
      onNew()
    }
  }, [drafts.data, onNew])

  if (drafts.isError)
    return (
      <Stack gap="3" align="flex-start">
        <Text color="fg.error">{t('drafts.loadFailed')}</Text>
        <Button onClick={onNew}>{t('drafts.startNew')}</Button>
      </Stack>
    )
  if (drafts.isPending || !drafts.data || drafts.data.length === 0)
    return <Spinner size="lg" alignSelf="center" role="status" aria-label={t('load.loading')} />
  return (
    <Card.Root as="section" aria-label={t('drafts.title')} data-testid="draft-chooser">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="lg">
              {t('drafts.title')}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t('drafts.intro', { count: drafts.data.length })}
            </Text>
          </Stack>
          <Button colorPalette="blue" onClick={onNew} data-testid="draft-new">
            {t('drafts.startNew')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {drafts.data.map((d) => (
            <HStack
              as="li"
              key={d.draftId}
              justify="space-between"
              wrap="wrap"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              data-testid="draft-row"
            >
              <Stack gap="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{d.title}</Text>
                  <Badge colorPalette={d.paid ? 'green' : d.orderNo ? 'orange' : 'gray'}>
                    {d.paid ? t('drafts.paid') : d.orderNo ? t('drafts.unpaid') : d.stepTitle}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {[
                    d.details,
                    t('drafts.updated', { time: formatDateTime(d.updatedAt, i18n.language as Lang) }),
                    d.orderNo ? t('drafts.order', { orderNo: d.orderNo }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => onOpen(d.draftId)}>
                  {t('drafts.continue')}
                </Button>
                {!d.paid && (
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(d)}>
                    {t('drafts.delete')}
                  </Button>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('drafts.confirmTitle')}
        message={
          <>
            <Text as="span" fontWeight="semibold" display="block">
              {deleting?.title}
            </Text>
            {t('drafts.confirmDelete')}
          </>
        }
        confirmLabel={t('drafts.delete')}
        cancelLabel={t('drafts.cancel')}
        onConfirm={() => deleting && discard.mutate(deleting.draftId)}
        busy={discard.isPending}
        testId="draft-delete-dialog"
        confirmTestId="draft-delete-confirm"
      />
    </Card.Root>
  )
}
