/** The documents pages' words and the rules' refusals (the spec names the section; the words are ours). */
export const documentMessages = {
  title: 'Enter a title for the document',
  visibility: 'Choose who may see it: staff only, or families and staff',
  file: 'Choose a file to upload (PDF, Word, Excel, PNG or JPG; 5 MB at most)',
  fileType: 'Invalid file type. Only pdf, docx, xlsx, png, jpg and jpeg accepted',
  oneFile: 'Upload one file only',
  notFound: 'No such document in this school',
  uploaded: (title: string) => `Document '${title}' uploaded`,
  visibilityChanged: (title: string, label: string) =>
    `'${title}' is now visible to ${label.toLowerCase()}`,
  removed: (title: string) => `Document '${title}' removed`,
} as const;
