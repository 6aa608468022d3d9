import { HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadFileMutation } from '../../../api/files'
import type { MessageKey } from '../../../domain/message-key'
import { checkUpload } from '../../../domain/files'
import type { TransferProof } from '../../../machines/flows/payment'
import { FormField } from '../../kit/form-field'
import { FilePickButton, UploadProgressBar, useUploadProgress } from '../../kit/upload'
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
  const [payerName, setPayerName] = useState(value?.payerName ?? '')
  const [remark, setRemark] = useState(value?.remark ?? '')
  const [file, setFile] = useState<{ fileId: string; fileName: string } | null>(
    value ? { fileId: value.fileId, fileName: value.fileName } : null,
  )
  const [error, setError] = useState<{ file?: MessageKey; payer?: MessageKey }>({})
  const upload = useMutation(uploadFileMutation())
  const progress = useUploadProgress()

  const publish = (next: { fileId: string; fileName: string } | null, name: string, note: string) => {
    const payer = name.trim()
    onChange(next && payer ? { ...next, payerName: payer, remark: note.trim() } : null)
  }

  const pick = async (picked: File) => {
    const check = checkUpload(picked, 'any')
    if (!check.ok) {
      setError((e) => ({ ...e, file: check.error }))
      return
    }
    setError((e) => ({ ...e, file: undefined }))
    const form = new FormData()
    form.append('file', picked)
    form.append('bizType', 'transferProof')
    try {
      const stored = await progress.run(() => upload.mutateAsync(form))
      const next = { fileId: stored.fileId, fileName: stored.fileName }
      setFile(next)
      publish(next, payerName, remark)
    } catch {
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
          <FilePickButton
            accept=".jpg,.jpeg,.png,.gif,.bmp,.tiff,.pdf"
            inputId={inputId}
            inputLabel={t('transfer.proof')}
            inputTestId="transfer-file"
            onPick={(picked) => void pick(picked)}
            size="sm"
            variant="outline"
            loading={upload.isPending}
          >
            {file ? t('transfer.replace') : t('transfer.choose')}
          </FilePickButton>
        </HStack>
      </FormField>
      {upload.isPending || progress.percent === 100 ? (
        <UploadProgressBar percent={progress.percent} label={t('transfer.progress')} size="sm" />
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
