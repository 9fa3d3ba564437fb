// autocannon's setupClient for the screening day's reader stream, loaded in its worker thread (bench/run.ts,
// `mix`): every reader walks the same list of varied reads, each from its own offset, so that the six
// assessors do not ask the same page at the same moment (they did: every connection began at the list's
// first read and kept in step). The list and the number of readers come from the environment the worker
// inherits: BENCH_READER_FILE (a JSON array of requests) and BENCH_READER_CONNECTIONS.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon's worker require()s this file: CommonJS
const fs = require('node:fs');

const list = JSON.parse(fs.readFileSync(process.env.BENCH_READER_FILE, 'utf8'));
const readers = Math.max(1, Number(process.env.BENCH_READER_CONNECTIONS));
let next = 0;

module.exports = function setupClient(client) {
  const offset = Math.floor(((next++ % readers) * list.length) / readers);
  client.setRequests([...list.slice(offset), ...list.slice(0, offset)]);
};
