import { Badge, Button, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { draftListQuery, insertRegistration } from '../../../api/registration-drafts'
import type { RegistrationRegion } from '../../../domain/registration/types'
import { formatDateTime } from '../../../domain/format'
import type { Lang } from '../../../i18n'
import { toastError, toastSuccess } from '../../kit/toast'

/**
 * Starting an application: the account's unfinished applications of this region, to continue or delete, and
 * a new one. Without drafts a new application starts at once.
 */
export function DraftChooser({
  region,
  onOpen,
  onNew,
}: {
  region: RegistrationRegion
  onOpen: (draftId: string) => void
  onNew: () => void
}) {
  const { t, i18n } = useTranslation('registration')
  const client = useQueryClient()
  const drafts = useQuery(draftListQuery(region))
  const started = useRef(false)
  const discard = useMutation({
    mutationFn: (draftId: string) => insertRegistration(draftId, 'discard'),
    onSuccess: () => {
      toastSuccess(t('drafts.deleted'))
      void client.invalidateQueries({ queryKey: draftListQuery(region).queryKey })
    },
    onError: (error: Error) => toastError(error.message || t('drafts.deleteFailed')),
  })
  useEffect(() => {
    if (!started.current && drafts.data && drafts.data.length === 0) {
      started.current = true
      onNew()
    }
  }, [drafts.data, onNew])

  if (drafts.isPending || drafts.data?.length === 0) return <Spinner size="lg" alignSelf="center" />
  if (drafts.isError)
    return (
      <Stack gap="3" align="flex-start">
        <Text color="fg.error">{t('drafts.loadFailed')}</Text>
        <Button onClick={onNew}>{t('drafts.startNew')}</Button>
      </Stack>
    )
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
          <Button colorPalette="blue" onClick={onNew}>
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
                  <Text fontWeight="semibold">{d.markNames.join(' / ') || t('drafts.unnamed')}</Text>
                  <Badge colorPalette={d.paid ? 'green' : d.orderNo ? 'orange' : 'gray'}>
                    {d.paid ? t('drafts.paid') : d.orderNo ? t('drafts.unpaid') : t(`steps.${d.step}.title`)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t('drafts.details', {
                    classes: d.classCount,
                    applicant: d.applicantName || t('drafts.noApplicant'),
                    updated: formatDateTime(d.updatedAt, i18n.language as Lang),
                  })}
                  {d.orderNo ? ` · ${t('drafts.order', { orderNo: d.orderNo })}` : ''}
                </Text>
              </Stack>
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => onOpen(d.draftId)}>
                  {t('drafts.continue')}
                </Button>
                {!d.paid && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    loading={discard.isPending && discard.variables === d.draftId}
                    onClick={() => {
                      if (window.confirm(t('drafts.confirmDelete'))) discard.mutate(d.draftId)
                    }}
                  >
                    {t('drafts.delete')}
                  </Button>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
