import { fileTypeFromBuffer } from 'file-type';

export type FileKind = 'jpg' | 'png' | 'svg' | 'pdf' | 'docx' | 'xlsx';

const CONTENT_TYPES: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** SVG is text: it must parse as an <svg> document from its first bytes, whatever the name says. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** What the bytes really are (by magic number), or undefined when not one of the kinds we take. */
export async function sniffFileKind(
  bytes: Buffer,
): Promise<{ kind: FileKind; contentType: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && detected.ext !== 'xml' && detected.ext !== 'svg') {
    const kind = (['jpg', 'png', 'pdf', 'docx', 'xlsx'] as const).find((k) => k === detected.ext);
    return kind ? { kind, contentType: CONTENT_TYPES[kind] } : undefined;
  }
  return looksLikeSvg(bytes) ? { kind: 'svg', contentType: CONTENT_TYPES.svg } : undefined;
}

/** The extensions a name may carry for each kind: a .png name on PDF bytes is refused too. */
const EXTENSIONS: Record<FileKind, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  svg: ['svg'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
};

export function nameMatchesKind(fileName: string, kind: FileKind): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS[kind].includes(ext);
}
