import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { addressListQuery, deleteAddressMutation, setDefaultAddressMutation } from '../../api/member'
import type { Address } from '../../api/schemas/member'
import { ADDRESSES_MAX } from '../../domain/constants'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { EmptyState } from '../kit/empty-state'
import { PageHeader } from '../kit/page-header'
import { QueryPanel } from '../kit/query-panel'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { addressLine } from './address-line'

/**
 * /personal/mailingAddress: the account's mailing addresses, default first: add, edit, make default, delete.
 * Orders and invoices send paper mail to these; the default is proposed first.
 */
export function AddressesPage() {
  const { t } = useTranslation('personal')
  const list = useQuery(addressListQuery())
  const remove = useMutation(deleteAddressMutation())
  const makeDefault = useMutation(setDefaultAddressMutation())
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [defaulting, setDefaulting] = useState<string | null>(null)
  const addresses = list.data?.list ?? []
  const full = addresses.length >= ADDRESSES_MAX
  const failed = (error: unknown, fallback: string) =>
    toastError(error instanceof BusinessError && error.msg ? error.msg : fallback)

  const add = (
    <Button asChild={!full} colorPalette="blue" size="sm" disabled={full} data-testid="address-add">
      {full ? (
        t('addresses.add')
      ) : (
        <RouterLink to="/personal/mailAddressAdd">{t('addresses.add')}</RouterLink>
      )}
    </Button>
  )
  return (
    <Stack gap="4" data-testid="addresses-page">
      <PageHeader
        title={t('addresses.title')}
        description={t('addresses.intro')}
        note={
          <Text fontSize="sm" color="fg.muted">
            {t('addresses.count', { count: addresses.length, max: ADDRESSES_MAX })}
          </Text>
        }
        aside={add}
      />
      {/* Draws from `addresses`, which the header counts, rather than from the argument. */}
      <QueryPanel query={list} loading={t('addresses.loading')} failed={t('addresses.failed')}>
        {() =>
          addresses.length === 0 ? (
            <SectionCard title={t('addresses.title')}>
              <EmptyState title={t('addresses.empty')} description={t('addresses.emptyHint')}>
                <Button asChild colorPalette="blue" size="sm">
                  <RouterLink to="/personal/mailAddressAdd">{t('addresses.add')}</RouterLink>
                </Button>
              </EmptyState>
            </SectionCard>
          ) : (
            <Stack as="ul" gap="3" data-testid="address-list">
              {addresses.map((a) => (
                <Box
                  as="li"
                  key={a.id}
                  listStyleType="none"
                  borderWidth="1px"
                  borderColor={a.isDefault ? 'blue.400' : 'border'}
                  rounded="md"
                  bg="bg"
                  p="4"
                  data-testid="address-item"
                  data-default={a.isDefault}
                >
                  <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                    <Stack gap="1" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{a.recipient}</Text>
                        <Text color="fg.muted">{a.phone}</Text>
                        {a.isDefault && <Badge colorPalette="blue">{t('addresses.default')}</Badge>}
                      </HStack>
                      <Text overflowWrap="anywhere">{addressLine(a)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('addresses.zip', { zip: a.zipCode })}
                      </Text>
                    </Stack>
                    <HStack gap="1" wrap="wrap">
                      {!a.isDefault && (
                        <Button
                          size="xs"
                          variant="ghost"
                          loading={makeDefault.isPending && defaulting === a.id}
                          onClick={() => {
                            setDefaulting(a.id)
                            makeDefault.mutate(
                              { id: a.id },
                              {
                                onSuccess: () => toastSuccess(t('addresses.madeDefault')),
                                onError: (e) => failed(e, t('addresses.actionFailed')),
                              },
                            )
                          }}
                          data-testid="address-make-default"
                        >
                          {t('addresses.makeDefault')}
                        </Button>
                      )}
                      <Button asChild size="xs" variant="ghost">
                        <RouterLink
                          to="/personal/mailAddressAdd"
                          search={{ id: a.id }}
                          data-testid="address-edit"
                        >
                          {t('addresses.edit')}
                        </RouterLink>
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => setDeleting(a)}
                        data-testid="address-delete"
                      >
                        {t('addresses.delete')}
                      </Button>
                    </HStack>
                  </HStack>
                </Box>
              ))}
            </Stack>
          )
        }
      </QueryPanel>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('addresses.deleteTitle')}
        message={deleting ? t('addresses.deleteQuestion', { line: addressLine(deleting) }) : ''}
        confirmLabel={t('addresses.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                toastSuccess(t('addresses.deleted'))
                setDeleting(null)
              },
              onError: (e) => failed(e, t('addresses.actionFailed')),
            },
          )
        }}
        testId="address-delete-dialog"
        confirmTestId="address-delete-confirm"
      />
    </Stack>
  )
}
