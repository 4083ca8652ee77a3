import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** An answer as it came over the wire: status, headers, bytes (still compressed, if they were). */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own, Accept-Encoding among them). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JSON an answer carries, decompressed as its Content-Encoding says; undefined for an empty body. */
export function decoded(answer: Pick<RawAnswer, 'headers' | 'body'>): unknown {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : encoding === 'deflate'
          ? inflateSync(answer.body)
          : answer.body;
  return bytes.length ? JSON.parse(bytes.toString()) : undefined;
}

/** The headers of an answer but those every answer makes afresh. */
export function lasting(headers: IncomingHttpHeaders) {
  const {
    date: _d,
    'x-request-id': _r,
    'content-length': _l,
    'transfer-encoding': _t,
    connection: _c,
    'keep-alive': _k,
    ...rest
  } = headers;
  return rest;
}
