import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import type { FastDraft, FastWay } from '../../../state/query'
import { ViennaPicker } from '../pickers/vienna-picker'
import { FAST_WAY_FIELD } from './form-rules'
import { ImageQueryField } from './image-query-field'
import { SearchTextField } from './search-text-field'

const HELP = {
  applicationNumber: 'help.applicationNumber',
  registrationNumber: 'help.registerNumber',
  vienna: 'help.viennaChoosedStr',
} as const

export interface FastWayFieldProps {
  way: FastWay
  draft: FastDraft
  error?: MessageKey
  onValue: (way: Exclude<FastWay, 'image'>, value: string) => void
  onImage: (image: { hash: string; name: string }) => void
}

/** The one input of a quick-search way: a text box, the Vienna codes with their picker, or the image. */
export function FastWayField({ way, draft, error, onValue, onImage }: FastWayFieldProps) {
  const { t } = useTranslation('search')
  if (way === 'image') {
    return (
      <ImageQueryField
        hash={draft.imageHash}
        name={draft.imageName}
        onChange={onImage}
        blockedByText={draft.values.similar.trim() !== ''}
        onClearText={() => onValue('similar', '')}
        error={error}
      />
    )
  }
  const field = FAST_WAY_FIELD[way]
  const help = way in HELP ? t(HELP[way as keyof typeof HELP]) : undefined
  return (
    <SearchTextField
      label={t(`fields.${field}`)}
      value={draft.values[way]}
      onChange={(value) => onValue(way, value)}
      error={error}
      helper={
        way === 'similar' && draft.imageHash && draft.queryMode === 'loose'
          ? t('image.textDisabledByImage')
          : help
      }
      placeholder={t(`placeholders.${field}`)}
      action={
        way === 'vienna' ? (
          <ViennaPicker value={draft.values.vienna} onChange={(v) => onValue('vienna', v)} />
        ) : undefined
      }
      testId={`fast-${way}`}
    />
  )
}
