import type { TFunction } from 'i18next'
import { checkUpload } from '../../../domain/files'
import { readImageHeader } from '../../../domain/image-header'
import {
  MARK_IMAGE_MAX_BYTES,
  MARK_IMAGE_MIN_SIDE,
  markImageIssue,
  fileSizeLabel,
  megabytes,
  type MarkImageIssue,
} from '../../../domain/registration/marks'

export type SpecimenCheck =
  { ok: true; width: number; height: number } | { ok: false; issue: MarkImageIssue | { kind: 'read' } }

async function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(file)
  })
}

/**
 * Checks a specimen in the browser before it is uploaded (§5): JPG or PNG by name, the size limit before
 * anything is read, then the real format and pixel size from the file's own header.
 */
export async function checkSpecimenFile(file: File): Promise<SpecimenCheck> {
  const byName = checkUpload(file, 'markImage')
  if (!byName.ok)
    return {
      ok: false,
      issue:
        byName.error === 'validation:fileFormat' ? { kind: 'format' } : { kind: 'size', size: file.size },
    }
  let bytes: Uint8Array
  try {
    bytes = await bytesOf(file)
  } catch {
    return { ok: false, issue: { kind: 'read' } }
  }
  const header = readImageHeader(bytes)
  const issue = markImageIssue({ name: file.name, size: bytes.length }, header)
  if (issue || !header) return { ok: false, issue: issue ?? { kind: 'format' } }
  return { ok: true, width: header.width, height: header.height }
}

/** The §5 message of a failed check, with the limits and the file's own figures. */
export function specimenIssueText(
  t: TFunction<'regMarks'>,
  issue: MarkImageIssue | { kind: 'read' },
  lang: 'zh-CN' | 'en',
): string {
  switch (issue.kind) {
    case 'format':
      return t('image.errors.format')
    case 'size':
      return t('image.errors.size', {
        limit: megabytes(MARK_IMAGE_MAX_BYTES),
        size: fileSizeLabel(issue.size, lang),
      })
    case 'dimensions':
      return t('image.errors.dimensions', {
        side: MARK_IMAGE_MIN_SIDE,
        width: issue.width,
        height: issue.height,
      })
    case 'read':
      return t('image.errors.read')
  }
}
