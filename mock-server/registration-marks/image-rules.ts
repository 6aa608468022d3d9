/**
 * The specimen image rules as the server states them (trademark/imageShowErrorRemind) and the messages it
 * refuses an upload with (trademark/fileUpload), in both languages, built from the same domain constants the
 * browser checks against.
 */
import {
  MARK_IMAGE_MAX_BYTES,
  MARK_IMAGE_MIN_SIDE,
  fileSizeLabel,
  megabytes,
  type MarkImageIssue,
} from '../../src/domain/registration/marks'

type Texts = { zh: string; en: string }

const LIMIT_MB = megabytes(MARK_IMAGE_MAX_BYTES)
const SIDE = MARK_IMAGE_MIN_SIDE

export const IMAGE_RULE_TEXTS = {
  hint: {
    zh: `请上传JPG或PNG格式的商标图样，文件小于${LIMIT_MB} MB，宽和高均不小于${SIDE}像素；图样应清晰、白底，彩色商标还需提供黑白稿。`,
    en: `Upload the specimen as a JPG or PNG file under ${LIMIT_MB} MB, at least ${SIDE} × ${SIDE} pixels, clear and on a white background. A mark in colour also needs a black-and-white version.`,
  },
  format: {
    zh: '文件格式错误：商标图样仅支持JPG或PNG格式',
    en: 'Wrong file format: the specimen must be a JPG or PNG image',
  },
  size: {
    zh: `文件过大：商标图样须小于${LIMIT_MB} MB`,
    en: `File too large: the specimen must be under ${LIMIT_MB} MB`,
  },
  dimensions: {
    zh: `图片尺寸不符：宽和高均须不小于${SIDE}像素`,
    en: `Image size does not match: width and height must each be at least ${SIDE} pixels`,
  },
} as const satisfies Record<string, Texts>

/** The refusal message of an upload issue, with the file's own figures where they help. */
export function issueMessage(issue: MarkImageIssue): Texts {
  switch (issue.kind) {
    case 'format':
      return IMAGE_RULE_TEXTS.format
    case 'size':
      return {
        zh: `${IMAGE_RULE_TEXTS.size.zh}（此文件为${fileSizeLabel(issue.size, 'zh-CN')}）`,
        en: `${IMAGE_RULE_TEXTS.size.en} (this file is ${fileSizeLabel(issue.size, 'en')})`,
      }
    case 'dimensions':
      return {
        zh: `${IMAGE_RULE_TEXTS.dimensions.zh}（此图片为${issue.width}×${issue.height}像素）`,
        en: `${IMAGE_RULE_TEXTS.dimensions.en} (this image is ${issue.width} × ${issue.height})`,
      }
  }
}
