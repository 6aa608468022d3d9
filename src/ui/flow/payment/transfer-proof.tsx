import { HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadFileMutation } from '../../../api/files'
import type { MessageKey } from '../../../domain/message-key'
import { checkUpload } from '../../../domain/files'
import type { TransferProof } from '../../../machines/flows/payment'
import { FormField } from '../../kit/form-field'
import { FilePickButton, UploadProgressBar, useFileUpload } from '../../kit/upload'
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
  const [payerError, setPayerError] = useState<MessageKey | undefined>()
  const upload = useMutation(uploadFileMutation())

  const publish = (next: { fileId: string; fileName: string } | null, name: string, note: string) => {
    const payer = name.trim()
    onChange(next && payer ? { ...next, payerName: payer, remark: note.trim() } : null)
  }

  const proof = useFileUpload<{ fileId: string; fileName: string }, MessageKey>({
    prepare: (picked) => {
      const check = checkUpload(picked, 'any')
      return check.ok ? { ok: true, fields: { file: picked, bizType: 'transferProof' } } : check
    },
    send: (form) => upload.mutateAsync(form),
    keep: (stored) => {
      const next = { fileId: stored.fileId, fileName: stored.fileName }
      setFile(next)
      publish(next, payerName, remark)
    },
    failed: () => 'payment:transfer.uploadFailed',
  })

  return (
    <Stack gap="4" data-testid="transfer-form">
      <BankDetails orderNo={orderNo} />
      <FormField
        label={t('transfer.proof')}
        required
        error={proof.error ?? undefined}
        helperText={file ? t('transfer.uploaded', { fileName: file.fileName }) : t('transfer.proofHint')}
      >
        <HStack gap="2">
          <FilePickButton
            accept=".jpg,.jpeg,.png,.gif,.bmp,.tiff,.pdf"
            inputId={inputId}
            inputLabel={t('transfer.proof')}
            inputTestId="transfer-file"
            onPick={(picked) => void proof.pick(picked)}
            size="sm"
            variant="outline"
            loading={proof.busy}
          >
            {file ? t('transfer.replace') : t('transfer.choose')}
          </FilePickButton>
        </HStack>
      </FormField>
      {proof.busy || proof.percent === 100 ? (
        <UploadProgressBar percent={proof.percent} label={t('transfer.progress')} size="sm" />
      ) : null}
      <FormField label={t('transfer.payerName')} required error={payerError}>
        <Input
          value={payerName}
          maxLength={100}
          data-testid="payer-name"
          onChange={(e) => {
            setPayerName(e.target.value)
            publish(file, e.target.value, remark)
          }}
          onBlur={() => setPayerError(payerName.trim() ? undefined : 'validation:required')}
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
