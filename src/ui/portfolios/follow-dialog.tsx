import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { applicantSearchQuery, followMutation } from '../../api/portfolios'
import { applicantQuerySchema } from '../../domain/cases/register-watch'
import { FormDialog } from '../kit/form-dialog'
import { ApplicantPreview } from './applicant-preview'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'
import { QueryPanel } from '../kit/query-panel'
import { toastError, toastSuccess } from '../kit/toast'
import { errorText, usePortfolioText } from './use-portfolio-text'

export interface FollowDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * "Follow an applicant": search the register's applicants by name (the same rule as the mock's), see how many
 * marks each has, follow one. The name typed stays while the results change.
 */
export function FollowDialog({ open, onClose }: FollowDialogProps) {
  const { t, pick } = usePortfolioText()
  const fieldMessage = useFieldMessage()
  const [searched, setSearched] = useState('')
  const form = useForm<{ name: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(applicantQuerySchema),
    defaultValues: { name: '' },
  })
  const results = useQuery({ ...applicantSearchQuery(searched), enabled: open && searched !== '' })
  const follow = useMutation(followMutation())
  const [following, setFollowing] = useState<string | null>(null)
  const [previewing, setPreviewing] = useState<string | null>(null)

  const submit = form.handleSubmit(({ name }) => setSearched(name.trim()))

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('followDialog.title')}
      description={t('followDialog.intro')}
      onSubmit={submit}
      submit={{ label: t('followDialog.search'), testId: 'follow-search' }}
      cancelLabel={t('drawer.close')}
      size="lg"
      testId="follow-dialog"
    >
      <Stack gap="4">
        <FormField label={t('followDialog.name')} required error={fieldMessage(form.formState.errors.name)}>
          <Input {...form.register('name')} autoComplete="off" data-testid="follow-name" />
        </FormField>
        {searched === '' ? null : (
          <QueryPanel
            query={results}
            loading={t('followDialog.search')}
            failed={(error) => errorText(error, t('followDialog.failed'))}
          >
            {(data) =>
              data.total === 0 ? (
                <Text color="fg.muted" data-testid="follow-none">
                  {t('followDialog.none')}
                </Text>
              ) : (
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted" aria-live="polite">
                    {t('followDialog.results', { count: data.total })}
                  </Text>
                  <Stack as="ul" gap="2" data-testid="follow-results">
                    {data.list.map((a) => (
                      <Stack
                        as="li"
                        key={a.applicantId}
                        listStyleType="none"
                        borderWidth="1px"
                        rounded="md"
                        p="3"
                        gap="2"
                        data-testid="follow-result"
                      >
                        <HStack justify="space-between" gap="3">
                          <Stack gap="0" minW="0" align="flex-start">
                            <Text fontWeight="semibold" overflowWrap="anywhere">
                              {pick(a.name)}
                            </Text>
                            <Text fontSize="sm" color="fg.muted">
                              {a.country} · {t('followDialog.marks', { count: a.markCount })}
                            </Text>
                            <Button
                              variant="plain"
                              size="xs"
                              p="0"
                              h="auto"
                              color="blue.600"
                              aria-expanded={previewing === a.applicantId}
                              onClick={() =>
                                setPreviewing(previewing === a.applicantId ? null : a.applicantId)
                              }
                            >
                              {previewing === a.applicantId
                                ? t('followDialog.hidePreview')
                                : t('followDialog.preview')}
                            </Button>
                          </Stack>
                          {a.followed ? (
                            <Badge colorPalette="green">{t('followDialog.following')}</Badge>
                          ) : (
                            <Button
                              size="sm"
                              colorPalette="blue"
                              loading={follow.isPending && following === a.applicantId}
                              data-testid="follow-applicant"
                              onClick={() => {
                                setFollowing(a.applicantId)
                                follow.mutate(
                                  { action: 'follow', applicantId: a.applicantId },
                                  {
                                    onSuccess: () =>
                                      toastSuccess(t('followDialog.followed', { name: pick(a.name) })),
                                    onError: (e) => toastError(errorText(e, t('marks.actionFailed'))),
                                  },
                                )
                              }}
                            >
                              {t('followDialog.follow')}
                            </Button>
                          )}
                        </HStack>
                        {previewing === a.applicantId ? (
                          <ApplicantPreview applicantId={a.applicantId} />
                        ) : null}
                      </Stack>
                    ))}
                  </Stack>
                </Stack>
              )
            }
          </QueryPanel>
        )}
      </Stack>
    </FormDialog>
  )
}
