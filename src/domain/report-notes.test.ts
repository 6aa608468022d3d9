import { describe, expect, it } from 'vitest'
import {
  checkReportAttachment,
  checkReportNotes,
  REPORT_ATTACHMENT_MAX_BYTES,
  REPORT_NOTES_MAX,
} from './report-notes'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04])

describe('notes for the analyst', () => {
  it('keeps the note trimmed and refuses one over the limit', () => {
    expect(checkReportNotes('  watches  ')).toEqual({ ok: true, remarks: 'watches' })
    expect(checkReportNotes(` ${'x'.repeat(REPORT_NOTES_MAX)} `).ok).toBe(true)
    expect(checkReportNotes('x'.repeat(REPORT_NOTES_MAX + 1))).toEqual({
      ok: false,
      error: 'payment:notes.tooLong',
    })
  })

  it('takes images, PDF, Word and Excel by content, not zips or renamed text', () => {
    expect(checkReportAttachment(PNG, 100, 'logo.pdf')).toMatchObject({ ok: true, format: 'png' })
    expect(checkReportAttachment(ZIP, 100, 'brief.docx')).toMatchObject({ ok: true, format: 'docx' })
    expect(checkReportAttachment(ZIP, 100, 'sheet.xlsx')).toMatchObject({ ok: true, format: 'xlsx' })
    expect(checkReportAttachment(ZIP, 100, 'files.zip')).toEqual({
      ok: false,
      error: 'validation:fileFormat',
    })
    expect(checkReportAttachment(new TextEncoder().encode('hello'), 5, 'a.png')).toEqual({
      ok: false,
      error: 'validation:fileFormat',
    })
    expect(checkReportAttachment(PNG, 0, 'a.png')).toEqual({ ok: false, error: 'payment:notes.emptyFile' })
    expect(checkReportAttachment(PNG, REPORT_ATTACHMENT_MAX_BYTES, 'a.png').ok).toBe(true)
    expect(checkReportAttachment(PNG, REPORT_ATTACHMENT_MAX_BYTES + 1, 'a.png')).toEqual({
      ok: false,
      error: 'validation:fileTooLarge',
    })
  })
})
