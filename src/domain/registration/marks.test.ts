import { describe, expect, it } from 'vitest'
import {
  earliestPriorityDate,
  MARK_IMAGE_MAX_BYTES,
  fileSizeLabel,
  markImageIssue,
  markNameIssue,
  megabytes,
  needsBlackImage,
  normaliseMarkName,
  priorityDateIssue,
  priorityDeadline,
  priorityIssues,
  priorityNumberIssue,
  priorityProofDue,
  seriesCountIssue,
} from './marks'

describe('literal elements', () => {
  it('turns full-width characters half-width', () => {
    expect(normaliseMarkName('ＮＯＶＡ　１２３')).toBe('NOVA 123')
  })

  it('needs a name except for purely figurative marks', () => {
    expect(markNameIssue('  ', 'word')).toBe('required')
    expect(markNameIssue('', 'combined')).toBe('required')
    expect(markNameIssue('', 'design')).toBeNull()
  })

  it('allows only Chinese characters, letters, digits, spaces and +', () => {
    expect(markNameIssue('云杉 Cloud+ 3', 'word')).toBeNull()
    expect(markNameIssue('ＮＯＶＡ', 'word')).toBeNull()
    expect(markNameIssue('M&M', 'word')).toBe('characters')
    expect(markNameIssue('Café', 'word')).toBe('characters')
    expect(markNameIssue('A'.repeat(61), 'word')).toBe('tooLong')
  })
})

describe('specimen images', () => {
  const png = (width: number, height: number) => ({ format: 'png' as const, width, height })

  it('accepts JPG and PNG of at least 400 × 400 up to 2 MB', () => {
    expect(markImageIssue({ name: 'a.png', size: 2_048_000 }, png(400, 400))).toBeNull()
    expect(
      markImageIssue({ name: 'a.JPEG', size: 10 }, { format: 'jpeg', width: 1200, height: 900 }),
    ).toBeNull()
  })

  it('refuses other formats, by name or by content', () => {
    expect(markImageIssue({ name: 'a.gif', size: 10 }, { format: 'gif', width: 0, height: 0 })).toEqual({
      kind: 'format',
    })
    expect(markImageIssue({ name: 'a.png', size: 10 }, { format: 'gif', width: 0, height: 0 })).toEqual({
      kind: 'format',
    })
    expect(markImageIssue({ name: 'a.png', size: 10 }, null)).toEqual({ kind: 'format' })
  })

  it('refuses files over 2 MB and images under 400 pixels on either side', () => {
    expect(markImageIssue({ name: 'a.png', size: 2_048_001 }, png(800, 800))).toEqual({
      kind: 'size',
      size: 2_048_001,
    })
    expect(markImageIssue({ name: 'a.png', size: 10 }, png(300, 300))).toEqual({
      kind: 'dimensions',
      width: 300,
      height: 300,
    })
    expect(markImageIssue({ name: 'a.png', size: 10 }, png(1200, 399))?.kind).toBe('dimensions')
  })

  it('words sizes so a file just over the limit does not read as the limit', () => {
    expect(megabytes(2_048_000)).toBe('2')
    expect(fileSizeLabel(Math.round(3.4 * 1024 * 1000), 'en')).toBe('3.4 MB')
    expect(fileSizeLabel(2_048_001, 'en')).toBe('2,048,001 bytes')
    expect(fileSizeLabel(2_048_001, 'zh-CN')).toBe('2,048,001字节')
  })

  it('takes the §5 upload limit of 2,048,000 bytes for specimen images', () => {
    expect(MARK_IMAGE_MAX_BYTES).toBe(2_048_000)
    expect(markImageIssue({ name: 'a.jpg', size: 2_048_001 }, png(400, 400))?.kind).toBe('size')
  })

  it('asks for a black-and-white version of colour marks only', () => {
    expect(needsBlackImage({ colorMode: 'color' })).toBe(true)
    expect(needsBlackImage({ colorMode: 'blackWhite' })).toBe(false)
  })
})

describe('priority', () => {
  const today = '2025-08-31'

  it('runs 6 months from the first filing', () => {
    expect(priorityDeadline('2025-02-28')).toBe('2025-08-28')
    expect(earliestPriorityDate(today)).toBe('2025-02-28')
    expect(priorityDateIssue('2025-02-28', '2025-08-28')).toBeNull()
    expect(priorityDateIssue('2025-02-28', '2025-08-29')).toBe('expired')
  })

  it('refuses future, malformed and missing dates', () => {
    expect(priorityDateIssue('2025-09-01', today)).toBe('future')
    expect(priorityDateIssue(today, today)).toBeNull()
    expect(priorityDateIssue('2025-02-30', today)).toBe('format')
    expect(priorityDateIssue('', today)).toBe('required')
  })

  it('takes application numbers of letters and digits', () => {
    expect(priorityNumberIssue('UK00003912345')).toBeNull()
    expect(priorityNumberIssue('２０２５０１２３')).toBeNull()
    expect(priorityNumberIssue('2025-012345')).toBe('format')
    expect(priorityNumberIssue(' ')).toBe('required')
    expect(priorityNumberIssue('1'.repeat(31))).toBe('tooLong')
  })

  it('lists the issues of a claim by field', () => {
    expect(
      priorityIssues({ country: '', date: '2026-01-01', number: 'A-1', category: 'convention' }, today),
    ).toEqual({
      country: 'required',
      date: 'future',
      number: 'format',
    })
    expect(
      priorityIssues(
        { country: 'US', date: '2025-05-01', number: '98765432', category: 'convention' },
        today,
      ),
    ).toEqual({})
  })

  it('puts the priority document 3 months after filing', () => {
    expect(priorityProofDue('2025-11-30')).toBe('2026-02-28')
  })
})

describe('series', () => {
  it('holds 2 to 20 marks', () => {
    expect(seriesCountIssue(null)).toBe('required')
    expect(seriesCountIssue(1)).toBe('range')
    expect(seriesCountIssue(2)).toBeNull()
    expect(seriesCountIssue(20)).toBeNull()
    expect(seriesCountIssue(21)).toBe('range')
  })
})
