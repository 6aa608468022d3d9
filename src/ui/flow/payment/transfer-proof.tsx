import { Box, Button, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadFileMutation } from '../../../api/files'
import type { MessageKey } from '../../../domain/message-key'
import { checkUpload } from '../../../domain/files'
import type { TransferProof } from '../../../machines/flows/payment'
import { uploadProgressMachine } from '../../../machines/shared/upload-progress'
import { FormField } from '../../kit/form-field'
import { BankDetails } from './bank-details'

export interface TransferProofFormProps {
  orderNo: string
  value: TransferProof | null
  onChange: (proof: TransferProof | null) => void
}

/**
 * Offline transfer: the payee's bank details with the order number as the transfer note, then the proof
 * (a receipt scan or PDF, checked before upload) and the payer's name. The upload shows its progress.
 */
export function TransferProofForm({ orderNo, value, onChange }: TransferProofFormProps) {
  const { t } = useTranslation('payment')
  const inputId = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [payerName, setPayerName] = useState(value?.payerName ?? '')
  const [remark, setRemark] = useState(value?.remark ?? '')
  const [file, setFile] = useState<{ fileId: string; fileName: string } | null>(
    value ? { fileId: value.fileId, fileName: value.fileName } : null,
  )
  const [error, setError] = useState<{ file?: MessageKey; payer?: MessageKey }>({})
  const upload = useMutation(uploadFileMutation())
  const progress = useActorRef(uploadProgressMachine)
  const percent = useSelector(progress, (s) => s.context.percent)

  const publish = (next: { fileId: string; fileName: string } | null, name: string, note: string) => {
    const payer = name.trim()
    onChange(next && payer ? { ...next, payerName: payer, remark: note.trim() } : null)
  }

  const pick = async (picked: File | undefined) => {
    if (!picked) return
    const check = checkUpload(picked, 'any')
    if (!check.ok) {
      setError((e) => ({ ...e, file: check.error }))
      return
    }
    setError((e) => ({ ...e, file: undefined }))
    progress.send({ type: 'upload.reset' })
    progress.send({ type: 'upload.status', status: 0 })
    const form = new FormData()
    form.append('file', picked)
    form.append('bizType', 'transferProof')
    try {
      const stored = await upload.mutateAsync(form)
      progress.send({ type: 'upload.status', status: 1 })
      const next = { fileId: stored.fileId, fileName: stored.fileName }
      setFile(next)
      publish(next, payerName, remark)
    } catch {
      progress.send({ type: 'upload.reset' })
      setError((e) => ({ ...e, file: 'payment:transfer.uploadFailed' }))
    }
  }

  return (
    <Stack gap="4" data-testid="transfer-form">
      <BankDetails orderNo={orderNo} />
      <FormField
        label={t('transfer.proof')}
        required
        error={error.file}
        helperText={file ? t('transfer.uploaded', { fileName: file.fileName }) : t('transfer.proofHint')}
      >
        <HStack gap="2">
          <input
            id={inputId}
            ref={fileRef}
            type="file"
            accept=".jpg,.jpeg,.png,.gif,.bmp,.tiff,.pdf"
            aria-label={t('transfer.proof')}
            style={{ display: 'none' }}
            data-testid="transfer-file"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button
            size="sm"
            variant="outline"
            loading={upload.isPending}
            onClick={() => fileRef.current?.click()}
          >
            {file ? t('transfer.replace') : t('transfer.choose')}
          </Button>
        </HStack>
      </FormField>
      {upload.isPending || percent === 100 ? (
        <Box maxW="sm">
          <Progress.Root value={percent} size="sm" colorPalette="blue" aria-label={t('transfer.progress')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ) : null}
      <FormField label={t('transfer.payerName')} required error={error.payer}>
        <Input
          value={payerName}
          maxLength={100}
          data-testid="payer-name"
          onChange={(e) => {
            setPayerName(e.target.value)
            publish(file, e.target.value, remark)
          }}
          onBlur={() =>
            setError((er) => ({ ...er, payer: payerName.trim() ? undefined : 'validation:required' }))
          }
        />
      </FormField>
      <FormField label={t('transfer.remark')} helperText={t('transfer.remarkHint')}>
        <Input
          value={remark}
          maxLength={200}
          onChange={(e) => {
            setRemark(e.target.value)
            publish(file, payerName, e.target.value)
          }}
        />
      </FormField>
      <Text fontSize="xs" color="fg.muted">
        {t('transfer.afterSubmit')}
      </Text>
    </Stack>
  )
}
