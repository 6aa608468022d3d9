/**
 * The power-of-attorney template every service offers on its documents step: a Word file (.docx) filled in
 * with the principal (the holder, assignor, licensor … the flow names), the agent, the service and its
 * marks, ready to be printed, signed and sealed, and uploaded. Built in the browser with `docx`, loaded only
 * when the user asks for the file.
 */

export interface PowerOfAttorneyWords {
  title: string
  principal: string
  principalAddress: string
  agent: string
  agentName: string
  matter: string
  service: string
  marks: string
  /** One line per mark: "云杉智能 (No. 35126478, classes 09, 42)". */
  markLines: string[]
  authority: string
  signature: string
  date: string
  fileName: string
}

export interface PowerOfAttorneyParty {
  name: string
  address: string
}

/** Builds the .docx of the power of attorney. */
export async function powerOfAttorneyDocx(
  words: PowerOfAttorneyWords,
  principal: PowerOfAttorneyParty,
): Promise<Blob> {
  const { AlignmentType, Document, Packer, Paragraph, TextRun } = await import('docx')
  const field = (label: string, value: string) =>
    new Paragraph({
      spacing: { after: 160 },
      children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value || '________________')],
    })
  const doc = new Document({
    creator: words.agentName,
    title: words.title,
    styles: { default: { document: { run: { font: 'SimSun', size: 24 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 400 },
            children: [new TextRun({ text: words.title, bold: true, size: 36 })],
          }),
          field(words.principal, principal.name),
          field(words.principalAddress, principal.address),
          field(words.agent, words.agentName),
          field(words.matter, words.service),
          new Paragraph({
            spacing: { after: 80 },
            children: [new TextRun({ text: `${words.marks}:`, bold: true })],
          }),
          ...words.markLines.map(
            (line) =>
              new Paragraph({ bullet: { level: 0 }, spacing: { after: 80 }, children: [new TextRun(line)] }),
          ),
          new Paragraph({ spacing: { before: 240, after: 480 }, children: [new TextRun(words.authority)] }),
          field(words.signature, ''),
          field(words.date, ''),
        ],
      },
    ],
  })
  return Packer.toBlob(doc)
}
