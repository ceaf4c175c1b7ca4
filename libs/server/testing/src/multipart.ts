import { randomBytes } from 'node:crypto';

export interface FormFile {
  name: string;
  type?: string;
  body: Buffer;
  /** The form field; browsers' FormData in the uploader sends `files`. */
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: fields first, then the files. */
export function multipartForm(fields: Record<string, string>, files: FormFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----chonail${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
