import { fileMessages } from '@chikoro/contracts';

/** Upload limit for the logo and the receipt (spec 000 §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** How long a file message stays on screen (spec 000 §9). */
export const FILE_MESSAGE_MS = 5000;

export interface UploadRule {
  extensions: readonly string[];
  typeMessage: string;
}

export const uploadRules = {
  logo: { extensions: ['jpg', 'jpeg', 'png', 'svg', 'pdf'], typeMessage: fileMessages.logoType },
  receipt: { extensions: ['jpg', 'jpeg', 'png', 'pdf'], typeMessage: fileMessages.receiptType },
} as const satisfies Record<string, UploadRule>;

export type UploadName = keyof typeof uploadRules;

/** The message for a file the rule refuses, or null when it may be uploaded. */
export function uploadProblem(file: File, rule: UploadRule): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!rule.extensions.includes(extension)) return rule.typeMessage;
  if (file.size > MAX_UPLOAD_BYTES) return fileMessages.size;
  return null;
}

export const acceptAttribute = (rule: UploadRule): string =>
  rule.extensions.map((e) => `.${e}`).join(',');
