// The words of the document library's refusals, by the rule's message key (src/domain/documents/*): the page
// shows the same key in the reader's language; the server's message says the same thing in zh or en.
const MESSAGES: Readonly<Record<string, readonly [string, string]>> = {
  'validation:fileFormat': [
    '文件格式错误：仅支持 PDF、图片（JPG、PNG、GIF、TIFF、BMP）、Office 文档和 ZIP 压缩包',
    'Wrong file format: only PDF, images (JPG, PNG, GIF, TIFF, BMP), Office documents and ZIP archives',
  ],
  'validation:fileTooLarge': [
    '文件过大：单个文件不能超过 50MB',
    'File too large: a document may be at most 50 MB',
  ],
  'documents:errors.empty': ['文件是空的', 'The file is empty'],
  'documents:errors.useChunks': ['超过 5MB 的文件须分片上传', 'A file over 5 MB must be uploaded in chunks'],
  'documents:errors.badChunk': ['分片数据不完整，请重新上传', 'The file arrived incomplete; upload it again'],
  'documents:errors.archiveCorrupt': [
    '压缩包已损坏或不是有效的 ZIP 文件',
    'The archive is damaged or not a valid ZIP file',
  ],
  'documents:errors.archiveTooLarge': [
    '压缩包解压后超过 200MB，已拒绝',
    'The archive would unpack to more than 200 MB; refused',
  ],
  'documents:errors.archiveTooMany': [
    '压缩包内文件超过 200 个，已拒绝',
    'The archive holds more than 200 files; refused',
  ],
  'documents:errors.archiveEmpty': ['压缩包内没有文件', 'The archive holds no files'],
  'documents:errors.nestedArchive': [
    '不支持压缩包内再含压缩包',
    'An archive inside an archive is not unpacked',
  ],
  'documents:errors.notArchive': ['该文件不是 ZIP 压缩包', 'This document is not a ZIP archive'],
  'documents:errors.notReadable': [
    '只有图片和 PDF 可以识别文字',
    'Only images and PDFs can be read by text recognition',
  ],
  'documents:errors.notRead': ['请先识别文字再确认', 'Read the text first, then confirm it'],
  'documents:errors.nameRequired': ['请输入名称', 'Enter a name'],
  'documents:errors.nameTooLong': ['名称不能超过 80 个字符', 'A name may be at most 80 characters'],
  'documents:errors.nameCharacters': [
    '名称不能包含 \\ / : * ? " < > | 等字符',
    'A name may not contain \\ / : * ? " < > |',
  ],
  'documents:errors.nameTaken': ['同一位置已有同名项目', 'Something of that name is already here'],
}

/** The zh and en words of a rule's message key (a generic refusal for a key without words). */
export function documentMessage(key: string): readonly [string, string] {
  return MESSAGES[key] ?? ['操作未完成', 'The request was refused']
}
