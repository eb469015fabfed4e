// Sends the MongoDB `ping` command (OP_MSG) and exits 0 if the server answers ok: 1.
// Dependency-free so it works before/without the mongodb driver.  Usage: node mongo-ping.mjs HOST PORT
import net from 'node:net';

const [host = '127.0.0.1', port = '27017'] = process.argv.slice(2);

function bsonDoc(fields) {
  const parts = [];
  for (const [key, value] of Object.entries(fields)) {
    const name = Buffer.from(`${key}\0`);
    if (typeof value === 'number') {
      const v = Buffer.alloc(4);
      v.writeInt32LE(value);
      parts.push(Buffer.from([0x10]), name, v);
    } else {
      const s = Buffer.from(`${value}\0`);
      const len = Buffer.alloc(4);
      len.writeInt32LE(s.length);
      parts.push(Buffer.from([0x02]), name, len, s);
    }
  }
  const body = Buffer.concat([...parts, Buffer.from([0])]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(body.length + 4);
  return Buffer.concat([size, body]);
}

// Value of a top-level numeric/boolean field of a BSON document, or undefined.
function bsonField(doc, wanted) {
  let i = 4;
  while (i < doc.length - 1) {
    const type = doc[i++];
    const end = doc.indexOf(0, i);
    const key = doc.toString('utf8', i, end);
    i = end + 1;
    let value;
    let size;
    switch (type) {
      case 0x01:
        value = doc.readDoubleLE(i);
        size = 8;
        break;
      case 0x10:
        value = doc.readInt32LE(i);
        size = 4;
        break;
      case 0x12:
      case 0x09:
      case 0x11:
        value = Number(doc.readBigInt64LE(i));
        size = 8;
        break;
      case 0x08:
        value = doc[i] === 1;
        size = 1;
        break;
      case 0x02:
      case 0x0d:
        size = 4 + doc.readInt32LE(i);
        break;
      case 0x03:
      case 0x04:
        size = doc.readInt32LE(i);
        break;
      case 0x05:
        size = 5 + doc.readInt32LE(i);
        break;
      case 0x07:
        size = 12;
        break;
      case 0x0a:
      case 0x06:
      case 0xff:
      case 0x7f:
        size = 0;
        break;
      case 0x13:
        size = 16;
        break;
      default:
        return undefined;
    }
    if (key === wanted) return value;
    i += size;
  }
  return undefined;
}

const doc = bsonDoc({ ping: 1, $db: 'admin' });
const header = Buffer.alloc(16);
header.writeInt32LE(16 + 4 + 1 + doc.length, 0);
header.writeInt32LE(1, 4); // requestID
header.writeInt32LE(0, 8); // responseTo
header.writeInt32LE(2013, 12); // OP_MSG
const message = Buffer.concat([header, Buffer.alloc(4), Buffer.from([0]), doc]);

const socket = net.connect({ host, port: Number(port) });
const timer = setTimeout(() => fail('timeout'), 5000);
let received = Buffer.alloc(0);
function fail(why) {
  console.error(`mongo-ping ${host}:${port}: ${why}`);
  process.exit(1);
}
socket.on('connect', () => socket.write(message));
socket.on('error', (err) => fail(err.message));
socket.on('data', (chunk) => {
  received = Buffer.concat([received, chunk]);
  if (received.length < 4 || received.length < received.readInt32LE(0)) return;
  clearTimeout(timer);
  socket.destroy();
  if (received.readInt32LE(12) !== 2013) fail('unexpected reply opcode');
  const reply = received.subarray(21, 21 + received.readInt32LE(21));
  const ok = bsonField(reply, 'ok');
  if (ok === 1 || ok === true) process.exit(0);
  fail(`ping answered ok=${ok}`);
});
