import { connect } from 'node:net';

export interface RawResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one HTTP/1.1 request written byte for byte, for what an HTTP client (and app.inject)
 * never sends: absolute-form targets, repeated Host headers, odd header spellings.
 * `head` is the request line and headers without the final blank line.
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const [status, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(status ?? '');
      if (split < 0 || !m) return reject(new Error(`no HTTP response: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let rest = raw.subarray(split + 4);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
        const parts: Buffer[] = [];
        for (;;) {
          const nl = rest.indexOf('\r\n');
          const size = parseInt(rest.subarray(0, nl).toString('latin1'), 16);
          if (!size) break;
          parts.push(rest.subarray(nl + 2, nl + 2 + size));
          rest = rest.subarray(nl + 2 + size + 2);
        }
        rest = Buffer.concat(parts);
      }
      resolve({ statusCode: Number(m[1]), headers, body: rest.toString('utf8') });
    });
    const length = body ? `\r\nContent-Length: ${Buffer.byteLength(body)}` : '';
    socket.write(`${head}${length}\r\nConnection: close\r\n\r\n${body}`);
  });
}
