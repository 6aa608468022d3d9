import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { applicantEditLimitsQuery, deleteApplicantMutation } from '../../api/registration-applicants'
import type { ApplicantView } from '../../api/schemas/registration-applicants'
import { FormDialog } from '../kit/form-dialog'
import { toastError, toastSuccess } from '../kit/toast'

const isInUse = (data: unknown) =>
  typeof data === 'object' && data !== null && 'deleteReason' in data && typeof data.deleteReason === 'string'

export interface ApplicantDeleteDialogProps {
  /** The applicant to delete; null keeps the dialog closed. */
  applicant: ApplicantView | null
  /** Its name in the current language. */
  name: string
  onClose: () => void
}

/**
 * Asks before deleting an applicant, after asking the server whether a filing uses it: if one does (a filed
 * order, an order awaiting payment, an unfinished draft), the dialog says which instead of offering to
 * delete. The delete is checked again by the server, whose refusal shows here too.
 */
export function ApplicantDeleteDialog({ applicant, name, onClose }: ApplicantDeleteDialogProps) {
  const { t } = useTranslation('applicantBook')
  const id = applicant?.applicantId ?? ''
  // Always asked afresh: a draft started in another tab since the last look must count.
  const limits = useQuery({ ...applicantEditLimitsQuery(id), enabled: id !== '', staleTime: 0 })
  const remove = useMutation(deleteApplicantMutation())
  const [refusal, setRefusal] = useState<string | null>(null)
  const close = () => {
    setRefusal(null)
    remove.reset()
    onClose()
  }
  const reason = refusal ?? limits.data?.deleteReason ?? null
  const deletable = limits.data?.deletable === true && reason === null

  const confirm = () => {
    if (!applicant) return
    remove.mutate(
      { applicantId: applicant.applicantId },
      {
        onSuccess: () => {
          toastSuccess(t('delete.deleted', { name }))
          close()
        },
        onError: (error) => {
          // A filing that started using it since the check: the server names it.
          if (error instanceof BusinessError && isInUse(error.data) && error.msg) setRefusal(error.msg)
          else toastError(error instanceof BusinessError && error.msg ? error.msg : t('list.actionFailed'))
        },
      },
    )
  }

  return (
    <FormDialog
      open={applicant !== null}
      onClose={close}
      title={reason ? t('delete.refusedTitle') : t('delete.title')}
      role="alertdialog"
      placement="center"
      closeButton={false}
      busy={remove.isPending}
      cancelLabel={deletable ? undefined : t('delete.close')}
      testId="applicant-delete-dialog"
      submit={
        deletable
          ? {
              label: t('delete.confirm'),
              onClick: confirm,
              palette: 'red',
              testId: 'applicant-delete-confirm',
            }
          : undefined
      }
    >
      {limits.isPending && id !== '' ? (
        <Stack direction="row" gap="2" align="center">
          <Spinner size="sm" />
          <Text>{t('delete.checking')}</Text>
        </Stack>
      ) : reason ? (
        <Alert.Root status="warning" role="alert" data-testid="applicant-delete-refusal">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <Text overflowWrap="anywhere">{reason}</Text>
              <Text mt="2" fontSize="sm" color="fg.muted">
                {t('delete.refusedHint')}
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : limits.isError ? (
        <Stack gap="2" align="flex-start">
          <Text color="fg.error">{t('delete.checkFailed')}</Text>
          <Button size="sm" variant="outline" onClick={() => void limits.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      ) : (
        <Text>{t('delete.question', { name })}</Text>
      )}
    </FormDialog>
  )
}
